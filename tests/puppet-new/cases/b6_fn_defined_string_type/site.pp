notice(defined('notify'))
notice(defined('bogus_type'))
