class k($a, $b = 2) { notify { "${a}-${b}": } }
$p = { 'a' => 1 }
class { 'k': * => $p }
