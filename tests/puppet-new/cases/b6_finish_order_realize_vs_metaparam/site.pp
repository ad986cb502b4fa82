notify { 'a': require => Notify['missing'] }
realize(Notify['nope'])
