class a($v) { notify { "a=${v}": } }
class b($v) { notify { "b=${v}": } }
$h = { 'a' => 1, 'b' => 2 }
$h.each |$c, $v| { class { $c: v => $v } }
