$vals = [1, 'a', [1], {'k' => 1}, undef, 2.5]
$vals.each |$v| {
  case $v {
    Integer: { notice("int ${v}") }
    String: { notice("str ${v}") }
    Array, Hash: { notice("coll ${v}") }
    Undef: { notice('undef') }
    default: { notice("other ${v}") }
  }
}
