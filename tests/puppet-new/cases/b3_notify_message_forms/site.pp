notify { 'plain': }
notify { 'msg': message => 'explicit' }
notify { 'num': message => 42 }
notify { 'arr': message => [1, 'two'] }
notify { 'hash': message => { 'k' => 'v' } }
