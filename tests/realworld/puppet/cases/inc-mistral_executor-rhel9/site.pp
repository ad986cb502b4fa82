include mistral::executor
