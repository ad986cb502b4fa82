$top = 'top'
node /^test/ { $n = 'regex' notify { 'r': message => "${top} ${n}" } }
node default { notify { 'd': } }
