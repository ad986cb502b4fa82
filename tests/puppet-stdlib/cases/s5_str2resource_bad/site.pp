notice(stdlib::str2resource('nothing'))
