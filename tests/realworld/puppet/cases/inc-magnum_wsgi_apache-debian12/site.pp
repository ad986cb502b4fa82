include magnum::wsgi::apache
