class c { notify { 'in-c': message => 'c' } }
include c
Notify <| title == 'in-c' |> { message => 'collected' }
