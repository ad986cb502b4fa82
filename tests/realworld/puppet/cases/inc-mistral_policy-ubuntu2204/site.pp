include mistral::policy
