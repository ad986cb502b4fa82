Notify { message => 'outer' }
class k { Notify { loglevel => 'info' } notify { 'a': } }
include k
