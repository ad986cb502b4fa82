define d() { }
$a = defined(D['x'])
d { 'x': }
$b = defined(D['x'])
notify { "a=${a} b=${b} type=${defined('d')}": }
