notify { 'a': }
$before = defined(Notify['b'])
notify { 'b': }
notify { 'r': message => "before=${before} after=${defined(Notify['b'])}" }
