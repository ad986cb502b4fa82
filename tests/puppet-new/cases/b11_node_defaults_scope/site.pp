Notify { message => 'top' }
node default { Notify { message => 'node' } notify { 'n': } }
