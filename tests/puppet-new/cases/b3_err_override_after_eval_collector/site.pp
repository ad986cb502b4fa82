@notify { 'v': }
Notify <| |> { nosuch => 1 }
