class k::sub {}
include k::sub
notify { 'a': require => 'Class[K::Sub]' }
