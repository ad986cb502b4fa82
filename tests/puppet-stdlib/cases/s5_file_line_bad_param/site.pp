file_line { 'l': path => '/tmp/f', line => 'a', colour => 'red' }
