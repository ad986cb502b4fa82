define svc($port) { notify { "svc-${title}": message => "${port}" } }
$h = { 'web' => 80, 'ssl' => 443 }
svc { $h.keys: port => 1 }
$h.each |$k, $v| { Svc <| title == $k |> { port => $v } }
