define d(Array[Hash] $items) {
  $items.each |$i, $h| { notify { "${title}-${i}": message => "${h['name']}:${h['v']}" } }
}
d { 'x': items => [{ 'name' => 'a', 'v' => 1 }, { 'name' => 'b', 'v' => undef }] }
