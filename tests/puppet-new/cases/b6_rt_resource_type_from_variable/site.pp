$t = 'notify'
Resource[$t] { 'a': message => 'var' }
