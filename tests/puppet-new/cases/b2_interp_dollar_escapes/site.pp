notice("a\$b \\ \"q\" \t|\u{1F600}|\u00e9")
notice('single \' \\ \n $x')
