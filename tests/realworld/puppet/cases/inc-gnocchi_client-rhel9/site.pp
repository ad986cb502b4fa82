include gnocchi::client
