include mistral::db::sync
