notify { 'dep1': }
notify { 'dep2': }
notify { 'x': require => Notify['dep1'] }
Notify <| title == 'x' |> { require +> Notify['dep2'] }
