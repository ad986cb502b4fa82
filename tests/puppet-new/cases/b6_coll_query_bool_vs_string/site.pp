@file { '/a': ensure => file, backup => false }
@file { '/b': ensure => file, backup => 'false' }
File <| backup == false |>
