class p(Stdlib::HTTPSUrl $v) {}
class { 'p': v => 'http://x' }
