class k { @notify { 'v': message => 'k' } }
include k
Notify <| title == 'v' |> { message => 'top' }
