class c($a = 1) { }
class { 'c': a => 1, b => 2 }
