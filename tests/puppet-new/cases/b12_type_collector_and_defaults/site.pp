R12t_conf { value => 'dflt' }
@r12t_conf { 'v1': }
r12t_conf { 'real': ensure => absent }
R12t_conf <| title == 'v1' |> { value => 'coll' }
