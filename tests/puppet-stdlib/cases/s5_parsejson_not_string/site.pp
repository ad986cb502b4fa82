notice(parsejson(1))
