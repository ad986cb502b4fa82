class p(Stdlib::Port $v) {}
class { 'p': v => 70000 }
