@user { 'alice': uid => 100, tag => ['admins'] }
@user { 'bob': uid => 200, groups => ['dev', 'ops'] }
@user { 'carol': uid => 300 }
@user { 'dave': uid => 400 }
User <| tag == 'admins' or (uid == 300 and title != 'x') |>
User <| groups == 'ops' |> { shell => '/bin/zsh' }
realize(User['dave'])
notice('done')
