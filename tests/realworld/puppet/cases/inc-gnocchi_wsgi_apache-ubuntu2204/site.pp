include gnocchi::wsgi::apache
