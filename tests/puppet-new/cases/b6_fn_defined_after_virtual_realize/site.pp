@notify { 'v': }
realize(Notify['v'])
notice(defined(Notify['v']))
