define m::inner() { notify { "i-${title}": } }
define m::outer() { m::inner { "${title}": } }
m::outer { 'x': }
