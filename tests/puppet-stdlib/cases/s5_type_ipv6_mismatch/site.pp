class p(Stdlib::IP::Address::V6 $v) {}
class { 'p': v => '1.2.3.4' }
