class k { notify { 'k': } }
class { 'k': tag => 'ktag' }
