@notify { 'v': }
Notify <| title == 'none' |> { message => 'never' }
notify { 'real': }
