@notify { 'v': }
notice(defined(Notify['v']))
