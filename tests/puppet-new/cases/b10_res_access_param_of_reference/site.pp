notify { 'a': message => 'hello' }
notify { 'b': message => Notify['a']['message'] }
