include gnocchi::storage
