include mistral::logging
