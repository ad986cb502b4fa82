$t = 'notify'
Resource[$t] { ['a', 'b']: message => 'via Resource' }
