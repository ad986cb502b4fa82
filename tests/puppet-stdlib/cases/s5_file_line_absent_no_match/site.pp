file_line { 'l': ensure => absent, path => '/tmp/f', line => 'x', match_for_absence => true }
