include panko::wsgi::apache
