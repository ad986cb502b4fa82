class p($v = 1) { notify { "p${v}": } }
class outer { contain p }
class { 'p': v => 2 }
include outer
