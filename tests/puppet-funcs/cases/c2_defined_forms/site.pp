$v = 1
notice(defined('$v'))
notice(defined('$nope'))
notice(defined(Class['main']))
notice(defined('notify'))
notice(defined(Resource['notify']))
notice(defined('nosuchfunc'))
notice(defined('sprintf'))
notice(defined(Notify['x']))
