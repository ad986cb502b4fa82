node 'TestNode' { notify { 'm': message => 'upper literal' } }
node default { notify { 'm': message => 'default' } }
