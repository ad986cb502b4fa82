class p { notify { 'a': tag => 'x' } }
class c inherits p { Notify['a'] { tag +> ['y'] } }
include c
