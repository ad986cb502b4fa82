class { 't': a => 'ok' }
