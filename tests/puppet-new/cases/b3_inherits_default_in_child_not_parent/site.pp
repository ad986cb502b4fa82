class base { notify { 'b': } }
class child inherits base { Notify { message => 'child' } notify { 'c': } }
include child
