r12_record('one')
$v = r12_record('two')
notice("value [${v}]")
