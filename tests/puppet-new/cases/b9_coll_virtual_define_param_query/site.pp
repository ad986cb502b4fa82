define vd($role = 'none') { notify { "vd-${title}": message => $role } }
@vd { 'a': role => 'db' }
@vd { 'b': role => 'web' }
Vd <| role == 'web' |>
