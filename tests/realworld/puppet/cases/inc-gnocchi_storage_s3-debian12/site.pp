include gnocchi::storage::s3
