package { 'a': ensure => present }
ensure_packages(['a', 'b'])
stdlib::ensure_packages('b')
