$x = 1
notice(defined('$x'))
notice(defined('$y'))
