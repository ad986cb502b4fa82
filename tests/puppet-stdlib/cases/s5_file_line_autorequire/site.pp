file { '/tmp/f': ensure => file }
file_line { 'l': path => '/tmp/f', line => 'a' }
File_line <| path == '/tmp/f' |> { line => 'b' }
notify { 'n': require => File_line['l'] }
