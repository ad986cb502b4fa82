class p { notify { 'x': tag => ['a'] } }
class c inherits p { Notify['x'] { tag +> ['b'] } }
include c
