@file { '/a': ensure => file, replace => false }
@file { '/b': ensure => file, replace => true }
@file { '/c': ensure => file }
File <| replace != true |>
