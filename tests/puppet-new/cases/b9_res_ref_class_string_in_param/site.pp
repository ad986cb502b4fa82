class k { notify { 'k': } }
include k
notify { 'n': before => 'Class[k]' }
