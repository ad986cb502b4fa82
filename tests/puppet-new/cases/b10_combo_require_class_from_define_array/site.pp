class base { notify { 'base': } }
define d() { require base notify { "d-${title}": } }
d { ['x', 'y']: }
