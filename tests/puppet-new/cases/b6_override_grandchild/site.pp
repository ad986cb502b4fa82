class base { notify { 'a': message => 'base' } }
class mid inherits base { Notify['a'] { message => 'mid' } }
class leaf inherits mid { Notify['a'] { message => 'leaf' } }
include leaf
