@notify { 'a': }
@file { '/x': }
Notify <| tag == 'notify' |>
