Notify { message => $nope }
notify { 'x': }
