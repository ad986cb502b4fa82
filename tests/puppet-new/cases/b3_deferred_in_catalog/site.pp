notify { 'd': message => Deferred('sprintf', ['%s', 'x']) }
