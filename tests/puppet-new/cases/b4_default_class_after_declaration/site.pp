class c { notify { 'in_c': } }
class { 'c': }
Notify { message => 'after' }
