@file { '/tmp/a/': ensure => directory }
File <| title == '/tmp/a' |>
