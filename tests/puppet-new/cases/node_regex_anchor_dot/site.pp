node /web\d+\.example/ { notify { 'm': message => "regex ${0}" } }
node default { notify { 'm': message => 'default' } }
