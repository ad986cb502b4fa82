define vd() { @notify { "inner-${title}": } notify { "plain-${title}": } }
@vd { 'a': }
realize(Vd['a'])
realize(Notify['inner-a'])
