class c { notify { 'n': } }
class { 'c': tag => 'ctag' }
