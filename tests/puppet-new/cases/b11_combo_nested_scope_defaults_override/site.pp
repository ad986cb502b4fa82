Notify { message => 'top' }
class k { Notify { message => 'k' } notify { 'in k': } }
include k
notify { 'at top': }
