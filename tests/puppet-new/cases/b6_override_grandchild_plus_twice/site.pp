class base { notify { 'a': tag => ['t1'] } }
class mid inherits base { Notify['a'] { tag +> ['t2'] } }
class leaf inherits mid { Notify['a'] { tag +> 't3' } }
include leaf
