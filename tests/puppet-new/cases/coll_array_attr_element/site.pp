@user { 'u1': groups => ['wheel', 'dev'] }
@user { 'u2': groups => 'wheel' }
@user { 'u3': groups => ['dev'] }
User <| groups == 'wheel' |>
