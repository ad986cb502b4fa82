notify { 'a': }
$t = Notify
$t { message => 'x' }
