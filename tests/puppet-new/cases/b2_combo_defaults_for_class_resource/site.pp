Class { stage => 'main' }
class c { }
class { 'c': }
