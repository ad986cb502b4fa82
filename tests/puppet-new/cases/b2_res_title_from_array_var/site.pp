$t = ['a', 'b']
notify { $t: message => 'shared' }
