$d = { message => 'splat', loglevel => 'info' }
Notify { * => $d }
notify { 'a': }
