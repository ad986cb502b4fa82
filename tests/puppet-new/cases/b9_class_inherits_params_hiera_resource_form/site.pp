class { 'app': user => 'www' }
