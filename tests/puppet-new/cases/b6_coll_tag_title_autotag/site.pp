@notify { 'mytitle': }
@notify { 'other': }
Notify <| tag == 'mytitle' |>
