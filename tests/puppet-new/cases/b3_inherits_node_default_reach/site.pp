node default { Notify { message => 'node' } include c }
class c { notify { 'n': } }
