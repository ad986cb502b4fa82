class { 't': a => 'given' }
