class c($x = 1) { notify { 'n': } }
class { 'c': tag => 'ctag' }
Notify <| tag == 'ctag' |> { message => 'via-class-tag' }
