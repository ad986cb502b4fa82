Notify { message => 'outer', withpath => true }
class c { Notify { message => 'inner' } notify { 'in-c': } }
include c
notify { 'top': }
