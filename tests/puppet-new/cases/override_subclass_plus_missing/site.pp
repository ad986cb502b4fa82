class base { notify { 'a': } }
class child inherits base { Notify['a'] { message +> 'two' } }
include child
