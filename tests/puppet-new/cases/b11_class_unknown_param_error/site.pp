class k($a = 1) {}
class { 'k': b => 2 }
