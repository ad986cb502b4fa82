class base { Notify { message => 'base default' } }
class child inherits base { notify { 'c': } }
include child
notify { 'top': }
