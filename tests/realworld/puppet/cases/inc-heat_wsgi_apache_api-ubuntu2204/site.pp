include heat::wsgi::apache_api
