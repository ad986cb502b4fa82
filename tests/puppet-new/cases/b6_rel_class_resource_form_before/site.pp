class k { notify { 'k': } }
notify { 'a': }
class { 'k': before => Notify['a'] }
