define d(Hash[String, Array[String]] $groups) {
  $groups.each |$g, $members| {
    $members.map |$m| { "${g}-${m}" }.each |$n| { notify { "${title}:${n}": } }
  }
}
d { 'x': groups => { 'a' => ['1', '2'], 'b' => ['3'] } }
