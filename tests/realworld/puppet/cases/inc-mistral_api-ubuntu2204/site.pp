include mistral::api
