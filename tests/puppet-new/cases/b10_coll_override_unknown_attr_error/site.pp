notify { 'a': }
Notify <| title == 'a' |> { nosuch => 1 }
