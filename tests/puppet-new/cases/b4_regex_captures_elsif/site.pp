if 'a' =~ /(x)/ { notice('no') }
elsif 'bc' =~ /(b)(c)/ { notice("elsif ${1}${2}") }
notice("after [${1}]")
