@exec { 'run': command => '/bin/true' }
@exec { '/bin/false': }
Exec <| command == '/bin/false' |>
