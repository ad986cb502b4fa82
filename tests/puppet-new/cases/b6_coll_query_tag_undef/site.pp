@notify { 'a': }
Notify <| tag == undef |>
