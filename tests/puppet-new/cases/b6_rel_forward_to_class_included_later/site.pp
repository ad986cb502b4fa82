notify { 'a': }
Notify['a'] -> Class['k']
class k { notify { 'k': } }
include k
