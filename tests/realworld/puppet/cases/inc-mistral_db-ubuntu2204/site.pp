include mistral::db
