unless 'ab' !~ /(a)/ { notice("cap [${1}]") }
