notice(defined(''))
