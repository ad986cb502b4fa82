include cloudkitty::wsgi::apache
