@file { '/a': ensure => file, group => 'g' }
@file { '/b': ensure => file, require => [Notify['n']] }
notify { 'n': }
File <| require == Notify['n'] |>
