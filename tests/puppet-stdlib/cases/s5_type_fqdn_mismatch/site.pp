class p(Stdlib::Fqdn $v) {}
class { 'p': v => 'bad host' }
