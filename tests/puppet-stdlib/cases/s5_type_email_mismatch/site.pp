class p(Stdlib::Email $v) {}
class { 'p': v => 'nobody' }
