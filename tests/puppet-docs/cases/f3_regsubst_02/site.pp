$x = regsubst($ipaddress, '([0-9]+)', '<\1>', 'G')
