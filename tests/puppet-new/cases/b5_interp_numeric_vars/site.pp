$x = "abc123def" =~ /(abc)(123)(def)/
notice("${$2}")
notice("${2}")
notice("${$0[4,3]}")
notice("${0[4,3]}")
