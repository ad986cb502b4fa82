file { 'f': path => '/tmp/x', alias => 'g' }
notify { 'a': require => [File['g'], File['/tmp/x'], File['f']] }
