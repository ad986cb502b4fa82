class k {}
class { 'k': alias => 'kk' }
