include barbican::wsgi::apache
