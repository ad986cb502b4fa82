include mistral
