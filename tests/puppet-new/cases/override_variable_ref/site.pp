notify { 'a': }
$r = Notify['a']
$r { message => 'via variable' }
