define vd($m = 'd') { notify { "vd-${title}": message => $m } }
@vd { 'one': }
Vd <| title == 'one' |> { m => 'collected' }
