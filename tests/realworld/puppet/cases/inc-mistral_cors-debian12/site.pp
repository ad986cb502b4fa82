include mistral::cors
