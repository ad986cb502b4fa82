class k { $v = 'kv' d { 'a': } }
define d() { notify { "v=${k::v}": } }
include k
