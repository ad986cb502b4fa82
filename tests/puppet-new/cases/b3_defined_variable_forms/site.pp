$a = undef
$b = 1
notice(defined('$a'))
notice(defined('$b'))
notice(defined('$::b'))
