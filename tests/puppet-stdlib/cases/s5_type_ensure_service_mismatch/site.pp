class p(Stdlib::Ensure::Service $v) {}
class { 'p': v => 'started' }
