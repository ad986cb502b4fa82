include gnocchi::db
