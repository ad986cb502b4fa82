class k { notify { 'k': } }
include k
notify { 'a': require => Class['::k'] }
