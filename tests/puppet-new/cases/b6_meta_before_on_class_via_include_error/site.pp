class k {}
include k
Class['k'] { before => Notify['a'] }
notify { 'a': }
