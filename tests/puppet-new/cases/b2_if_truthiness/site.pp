[undef, false, '', 0, [], {}, 'false'].each |$v| {
  if $v { notice("truthy ${type($v, generalized)}") } else { notice("falsy ${type($v, generalized)}") }
}
