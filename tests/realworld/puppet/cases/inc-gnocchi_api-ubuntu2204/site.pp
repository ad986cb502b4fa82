include gnocchi::api
