class k {}
include k
notify { 'a': require => 'Class[k]' }
