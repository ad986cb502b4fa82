$t = 'notify'
Resource[$t] { 'dyn': message => 'via-type' }
notify { 'ref': message => "${Resource[$t]['dyn']}" }
