class k {}
include k
notify { 'n': message => "${ {'c' => Class['k']}['c'] }" }
