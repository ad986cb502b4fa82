notify { 'a': }
Notify <| title == 'a' |> { require => Class }
