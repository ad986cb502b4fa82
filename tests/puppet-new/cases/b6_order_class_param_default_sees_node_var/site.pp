node default { $nv = 'nodeval' include k }
class k($p = $nv) { notify { 'k': message => "${p}" } }
