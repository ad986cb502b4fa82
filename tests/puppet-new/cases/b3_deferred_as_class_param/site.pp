class c($d) { notify { 'n': message => $d } }
class { 'c': d => Deferred('upcase', ['x']) }
