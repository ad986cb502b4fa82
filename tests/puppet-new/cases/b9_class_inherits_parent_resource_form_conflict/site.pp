class base($x = 'bx') { }
class child inherits base { notify { 'c': message => $x } }
include child
class { 'base': x => 'late' }
