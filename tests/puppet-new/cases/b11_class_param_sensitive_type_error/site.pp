class k(Sensitive[Integer] $p) {}
class { 'k': p => Sensitive('str') }
