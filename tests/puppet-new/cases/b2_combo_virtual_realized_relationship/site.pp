@notify { 'v1': }
@notify { 'v2': }
notify { 'real': }
Notify['real'] -> Notify <| title == 'v1' |>
