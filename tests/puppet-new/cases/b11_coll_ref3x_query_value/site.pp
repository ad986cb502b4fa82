define d($dep) { Notify <| require == $dep |> { message => "collected by ${title}" } }
notify { 'a': }
notify { 'b': require => Notify['a'] }
d { 'x': dep => Notify['a'] }
