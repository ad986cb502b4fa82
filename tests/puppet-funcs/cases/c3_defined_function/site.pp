class foo { }
define bar() { }
bar { 'one': }
include foo
$v = 1
notice(defined('foo'))
notice(defined('bar'))
notice(defined('file'))
notice(defined(Bar['one']))
notice(defined(Bar['two']))
notice(defined(Class['foo']))
notice(defined('$v'))
notice(defined('$nope'))
notice(defined('nosuch'))
notice(defined(Resource['bar']))
