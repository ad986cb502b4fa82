class k { notify { 'k': } }
class { 'k': noop => true }
