file { '/a': }
service { 'x': }
service { 'y': tag => 'first', require => File['/a'] }
Service <| title == 'x' |> { tag +> 'added', require +> File['/a'] }
Service <| title == 'y' |> { tag +> 'added', require +> File['/a'] }
