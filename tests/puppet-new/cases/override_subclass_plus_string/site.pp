class base { notify { 'a': message => 'one' } }
class child inherits base { Notify['a'] { message +> 'two' } }
include child
