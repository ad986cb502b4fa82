class base { $pv = 'parent' }
class child inherits base { notify { 'c': message => $pv } }
include child
