class Grp::Sub { @notify { 'v': } }
include grp::sub
Notify <| tag == 'Grp::Sub' |>
