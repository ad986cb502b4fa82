node 'other', default { notify { 'x': message => 'list with default' } }
