include mistral::client
