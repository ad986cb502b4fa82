notify { 'a': message => [Deferred('upcase', ['a']), 'b'] }
