class base($x = 'bx') { }
class child inherits base { notify { 'm': message => "x=${x}" } }
class { 'base': x => 'given' }
include child
