Notify { message => 'outer' }
class k { Notify { message => 'inner' } notify { 'a': } }
include k
