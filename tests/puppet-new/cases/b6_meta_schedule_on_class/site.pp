schedule { 's': }
class k { notify { 'k': } }
class { 'k': schedule => 's' }
