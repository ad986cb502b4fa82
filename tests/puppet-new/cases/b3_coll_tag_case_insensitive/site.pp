@notify { 'a': tag => 'Web' }
@notify { 'b': tag => 'other' }
Notify <| tag == 'WEB' |>
