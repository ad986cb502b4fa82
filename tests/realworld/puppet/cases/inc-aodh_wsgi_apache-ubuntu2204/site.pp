include aodh::wsgi::apache
