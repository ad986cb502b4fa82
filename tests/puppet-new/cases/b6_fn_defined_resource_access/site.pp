notify { 'a': }
notice(defined(Resource['notify', 'a']))
notice(defined(Resource['notify']))
