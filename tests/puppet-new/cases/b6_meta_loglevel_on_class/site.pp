class k { notify { 'k': } }
class { 'k': loglevel => 'debug' }
