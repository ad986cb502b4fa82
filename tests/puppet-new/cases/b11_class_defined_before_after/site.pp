class k {}
notify { "before ${defined(Class['k'])}": }
include k
notify { "after ${defined(Class['k'])}": }
