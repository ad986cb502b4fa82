class web::front { notify { 'front': } }
include web::front
Notify <| tag == 'web' |> { message => 'by-web' }
