node default { Notify { message => 'node' } include k }
class k { notify { 'a': } }
