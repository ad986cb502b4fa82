include sahara::wsgi::apache
