class base($v = 'base') { notify { "b:${v}": } }
class child inherits base { Notify["b:${v}"] { message => 'over' } }
include child
