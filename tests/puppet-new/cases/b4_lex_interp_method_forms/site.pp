$x = 'abc'
notice("${x.length} ${x.upcase} ${x.split('').reverse.join('-')}")
