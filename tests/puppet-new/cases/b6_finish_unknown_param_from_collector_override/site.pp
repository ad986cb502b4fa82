notify { 'a': }
Notify <| title == 'a' |> { bogus => 1 }
