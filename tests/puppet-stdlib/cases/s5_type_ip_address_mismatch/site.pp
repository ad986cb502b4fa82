class p(Stdlib::IP::Address $v) {}
class { 'p': v => '999.1.1.1' }
