class base { Notify { message => 'base' } }
class child inherits base { notify { 'in_child': } }
include child
