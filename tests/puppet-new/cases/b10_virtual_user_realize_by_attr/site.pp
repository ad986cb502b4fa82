@user { 'alice': uid => 1001, groups => ['admin'] }
@user { 'bob': uid => 1002, groups => ['dev'] }
User <| groups == 'admin' |>
