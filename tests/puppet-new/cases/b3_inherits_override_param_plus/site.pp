class base { notify { 'n': tag => ['one'] } }
class child inherits base { Notify['n'] { tag +> ['two'] } }
include child
