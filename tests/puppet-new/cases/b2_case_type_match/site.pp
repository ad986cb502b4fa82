$vals = [1, 'x', 2.5, [1], {}, undef]
$vals.each |$v| {
  case $v {
    Integer: { notice("int $v") }
    String: { notice("str $v") }
    Numeric: { notice("num $v") }
    Array: { notice('arr') }
    Undef: { notice('undef') }
    default: { notice('other') }
  }
}
