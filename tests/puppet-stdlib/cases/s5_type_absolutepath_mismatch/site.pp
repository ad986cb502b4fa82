class p(Stdlib::Absolutepath $v) {}
class { 'p': v => 'rel/path' }
