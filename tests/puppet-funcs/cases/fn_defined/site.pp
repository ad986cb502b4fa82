class c {}
include c
$v = undef
notice(defined(c))
notice(defined('notify'))
notice(defined(Class[c]))
notice(defined('$v'))
notice(defined('$nope'))
notice(defined(Notify['x']))
notice(defined('nope', 'c'))
notice(defined(Resource['file']))
