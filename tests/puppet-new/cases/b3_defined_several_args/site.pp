notify { 'x': }
notice(defined('nosuch', Notify['x']))
