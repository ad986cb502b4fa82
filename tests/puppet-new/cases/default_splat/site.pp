Notify { * => { message => 'splat default' } }
notify { 'x': }
