define vd($m = 'vd') { notify { "vd-${title}": message => $m } }
@vd { 'a': }
Vd <| |> { m => 'overridden' }
