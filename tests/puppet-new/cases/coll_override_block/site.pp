@file { '/tmp/a': }
file { '/tmp/b': }
File <| |> { mode => '0600' }
