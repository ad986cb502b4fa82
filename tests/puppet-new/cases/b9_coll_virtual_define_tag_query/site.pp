define vd($m = 'x') { notify { "vd-${title}": message => $m } }
@vd { 'a': tag => 'pick' }
@vd { 'b': }
Vd <| tag == 'pick' |>
