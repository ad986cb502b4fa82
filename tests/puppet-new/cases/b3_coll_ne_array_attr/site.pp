@file { '/a': ensure => file, tag => ['x', 'y'] }
@file { '/b': ensure => file, tag => ['z'] }
File <| tag != 'x' |>
