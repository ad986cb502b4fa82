notice(parsejson('{bad'))
