notice(stdlib::str2resource('File[/tmp/none]'))
