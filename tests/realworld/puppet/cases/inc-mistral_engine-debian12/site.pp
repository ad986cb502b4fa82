include mistral::engine
