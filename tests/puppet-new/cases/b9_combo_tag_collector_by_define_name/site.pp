define my::thing() { notify { "t-${title}": } }
my::thing { 'a': }
Notify <| tag == 'my::thing' |> { message => 'by-define' }
