@notify { 'top': }
class c { Notify <| |> }
include c
