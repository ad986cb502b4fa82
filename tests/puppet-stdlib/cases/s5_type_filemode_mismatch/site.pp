class p(Stdlib::Filemode $v) {}
class { 'p': v => '0999' }
