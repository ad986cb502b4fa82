$secret = Sensitive('hunter2')
notify { 'plain': message => 'visible' }
notify { 'hidden': message => $secret }
user { 'bob': ensure => present, password => Sensitive('x'), comment => 'c' }
