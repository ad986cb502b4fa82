class base { Notify { message => 'from base' } }
class child inherits base { notify { 'c': } }
include child
