@notify { 'a': }
Notify <| nosuchattr == 'x' |>
notice('done')
