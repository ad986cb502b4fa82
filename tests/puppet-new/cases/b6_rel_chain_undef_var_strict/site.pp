notify { 'a': }
$nothing -> Notify['a']
