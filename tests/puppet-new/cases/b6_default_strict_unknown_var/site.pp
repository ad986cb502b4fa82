Notify { message => $nope }
notify { 'a': }
