class grp { @notify { 'v': } }
include grp
Notify <| tag == 'grp' |>
