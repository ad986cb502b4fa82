notice('https://a' =~ Stdlib::HTTPSUrl)
notice('HTTPS://a/b' =~ Stdlib::HTTPSUrl)
notice('http://a' =~ Stdlib::HTTPSUrl)
