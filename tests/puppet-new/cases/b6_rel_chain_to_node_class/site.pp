class k { notify { 'k': } }
node default { include k notify { 'n': } Class['k'] -> Notify['n'] }
