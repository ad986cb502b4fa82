notify { 'a': }
$x = undef
Notify['a'] -> $x
