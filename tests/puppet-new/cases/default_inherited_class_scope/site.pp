class base { Notify { message => 'base default' } }
class child inherits base { notify { 'in-child': } }
include child
