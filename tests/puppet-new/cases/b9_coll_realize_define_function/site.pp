define vd() { notify { "vd-${title}": } }
@vd { ['a', 'b', 'c']: }
realize(Vd['a'], Vd['c'])
