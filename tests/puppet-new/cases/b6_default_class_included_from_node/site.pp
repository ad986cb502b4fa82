class k { notify { 'k': } }
node default { Notify { message => 'node' } include k }
notify { 'top': }
