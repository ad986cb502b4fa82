class { 'main': }
