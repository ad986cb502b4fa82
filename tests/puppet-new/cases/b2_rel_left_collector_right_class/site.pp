@notify { 'v': }
class c { }
include c
Notify <| |> ~> Class['c']
