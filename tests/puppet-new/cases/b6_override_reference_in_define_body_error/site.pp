notify { 'a': message => 'orig' }
define d() { Notify['a'] { message => 'from-define' } }
d { 'x': }
