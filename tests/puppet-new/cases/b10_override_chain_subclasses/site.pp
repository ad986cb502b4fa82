class base { notify { 'x': message => 'base' } }
class mid inherits base { Notify['x'] { message => 'mid' } }
class leaf inherits mid { Notify['x'] { loglevel => 'warning' } }
include leaf
