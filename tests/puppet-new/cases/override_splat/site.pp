class base { notify { 'a': message => 'base' } }
class child inherits base { Notify['a'] { * => { message => 'splat' } } }
include child
