class c($a = 1, $b = $a * 10) { notice($b) }
class { 'c': a => 5 }
