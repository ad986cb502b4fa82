stage { 'pre': before => Stage['main'] }
define d() { notify { "d-${title}": } }
class k { d { 'x': } }
class { 'k': stage => 'pre' }
