include gnocchi::storage::incoming::file
