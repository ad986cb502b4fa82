node 'www.example' { notify { 'm': message => 'www.example' } }
node 'www' { notify { 'm': message => 'www' } }
node default { notify { 'm': message => 'default' } }
