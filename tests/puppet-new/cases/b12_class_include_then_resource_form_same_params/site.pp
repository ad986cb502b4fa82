class k2 { notify { 'k2': } }
class { 'k2': }
include k2
require k2
contain k2
