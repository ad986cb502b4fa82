class k {}
include k
notify { 'a': require => 'class[k]' }
