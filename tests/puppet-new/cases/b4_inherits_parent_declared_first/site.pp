class p($v = 'dflt') { notice("p ${v}") }
class ch inherits p { notice("ch ${v}") }
class { 'p': v => 'given' }
include ch
