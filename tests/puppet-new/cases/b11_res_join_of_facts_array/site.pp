notify { join($facts['ips'], ' '): }
