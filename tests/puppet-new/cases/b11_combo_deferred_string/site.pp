$d = Deferred('upcase', ['a'])
notify { 'a': message => "${d}" }
