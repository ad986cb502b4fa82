class k {}
include k
notify { 'a': notify => Class['k'] }
