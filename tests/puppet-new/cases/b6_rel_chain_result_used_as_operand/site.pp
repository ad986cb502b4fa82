notify { 'a': } notify { 'b': } notify { 'c': }
$x = Notify['a'] -> Notify['b']
$x -> Notify['c']
