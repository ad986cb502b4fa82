@notify { 'a': }
realize(Notify['zzz'])
