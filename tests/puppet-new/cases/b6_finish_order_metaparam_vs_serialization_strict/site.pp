notify { 'a': message => default, require => Notify['missing'] }
