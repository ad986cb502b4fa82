notify { 'a': message => 'm' }
class k { Notify['a'] { message => 'x' } }
include k
