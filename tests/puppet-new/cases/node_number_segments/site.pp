node 10.0.0.1 { notify { 'ip': message => 'ip node' } }
node default { notify { 'ip': message => 'default' } }
