class k {}
class j {}
include k
notice(defined(Class['k']))
notice(defined(Class['j']))
notice(defined('k'))
