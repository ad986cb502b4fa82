define vd() { notify { "vd-${title}": } }
@vd { 'a': }
realize(Vd['zz'])
