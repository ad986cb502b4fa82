exec { 'x': command => '/bin/true' }
Exec <| title == 'x' |> { unless => '/bin/false' }
