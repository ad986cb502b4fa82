$t = 'notify'
Resource[$t] { ['x', 'y']: message => 'same' }
