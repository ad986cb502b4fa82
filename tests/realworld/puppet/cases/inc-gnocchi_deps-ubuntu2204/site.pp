include gnocchi::deps
