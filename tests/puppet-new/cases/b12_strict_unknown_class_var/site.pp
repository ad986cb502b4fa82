class k { $known = 1 }
include k
notify { "a ${k::known} b ${k::unknown}": }
