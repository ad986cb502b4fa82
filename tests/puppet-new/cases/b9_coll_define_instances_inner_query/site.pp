define d($role) { @file { "/srv/${title}": tag => [$role] } }
d { 'a': role => 'db' }
d { 'b': role => 'web' }
File <| tag == 'web' |> { mode => '0600' }
