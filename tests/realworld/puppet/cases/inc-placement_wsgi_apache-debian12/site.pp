include placement::wsgi::apache
