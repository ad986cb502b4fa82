include horizon::wsgi::apache
