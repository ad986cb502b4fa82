node default { Notify { message => 'node' } }
notify { 'top': }
