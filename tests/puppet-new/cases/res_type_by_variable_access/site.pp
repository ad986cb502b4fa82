$t = 'notify'
Resource[$t] { 'x': message => 'via var' }
