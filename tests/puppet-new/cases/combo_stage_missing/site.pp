class c { }
class { 'c': stage => 'nope' }
