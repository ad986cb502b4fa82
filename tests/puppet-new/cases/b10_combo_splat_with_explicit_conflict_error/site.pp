notify { 'x': message => 'explicit', * => { 'message' => 'splat' } }
