include keystone::wsgi::apache
