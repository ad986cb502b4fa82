define vd() { notify { "vd-${title}": } }
@vd { 'a': }
notify { 'n': message => "${defined(Vd['a'])}" }
