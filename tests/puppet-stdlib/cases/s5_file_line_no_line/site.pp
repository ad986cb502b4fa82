file_line { 'l': path => '/tmp/f' }
