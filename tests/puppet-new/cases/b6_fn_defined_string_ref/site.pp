notify { 'a': }
notice(defined('Notify[a]'))
