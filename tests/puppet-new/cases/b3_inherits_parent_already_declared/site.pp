class base($x = 'bx') { }
class child inherits base { notify { "child ${x}": } }
class { 'base': x => 'given' }
include child
