class c { }
define d { }
notify { 'x': }
notice(defined('c'))
notice(defined(Class['c']))
notice(defined('d'))
notice(defined(Notify['x']))
notice(defined(Notify['y']))
notice(defined('notify'))
notice(defined('$foo'))
