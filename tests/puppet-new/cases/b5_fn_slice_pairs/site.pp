$a = [1, present, 2, absent, 3, present]
$a.slice(2) |$k,$v| { notice("${k}=${v}") }
$a.slice(2) |*$kv| { notice($kv) }
$a.slice(2) |$k| { notice($k) }
