notify { 'x': * => { message => 'a' }, * => { withpath => true } }
