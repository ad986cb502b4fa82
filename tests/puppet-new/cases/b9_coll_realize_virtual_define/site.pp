define vd($m = 'vd') { notify { "vd-${title}": message => $m } }
@vd { 'a': }
@vd { 'b': m => 'bm' }
Vd <| title == 'b' |>
