class p(Stdlib::Dns::Zone $v) {}
class { 'p': v => 'example.com' }
