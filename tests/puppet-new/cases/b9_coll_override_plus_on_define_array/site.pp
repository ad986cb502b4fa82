define d($list = ['a']) { notify { $title: message => "${list}" } }
d { 'x': }
D <| |> { list +> ['b'] }
