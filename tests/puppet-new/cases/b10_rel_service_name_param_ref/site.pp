service { 'web': name => 'nginx' }
notify { 'a': subscribe => Service['nginx'] }
