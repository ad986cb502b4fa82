Notify { message => 'a' }
Notify { withpath => true }
notify { 'x': }
