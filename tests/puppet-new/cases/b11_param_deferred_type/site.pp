class k(Deferred $d) { notify { 'x': message => $d } }
class { 'k': d => Deferred('upcase', ['a']) }
