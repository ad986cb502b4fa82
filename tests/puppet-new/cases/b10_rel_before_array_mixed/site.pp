class c { }
include c
notify { 'a': }
notify { 'b': before => [Notify['a'], Class['c'], 'Notify[a]'] }
