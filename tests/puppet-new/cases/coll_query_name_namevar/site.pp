@file { 'f': path => '/tmp/real' }
File <| path == '/tmp/real' |>
