$x = 'top'
node default { $x = 'node' include c }
class c { notice("c sees ${x} ${::x}") }
