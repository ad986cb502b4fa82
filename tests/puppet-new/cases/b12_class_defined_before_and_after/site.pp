class d1 {}
notice(defined(Class['d1']))
notice(defined('d1'))
include d1
notice(defined(Class['d1']))
notice(defined(Class['nosuch']))
