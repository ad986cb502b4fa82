node default { $nv = 'n' include c }
class c { notify { 'x': message => "nv=[${nv}]" } }
