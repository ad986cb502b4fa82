class base($x = 'bx') { notify { 'base': message => $x } }
class child($y = $base::x) inherits base { notify { 'child': message => $y } }
include child
