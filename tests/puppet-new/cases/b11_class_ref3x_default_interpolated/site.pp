class k($c = Notify['x'], $t = Notify) { notify { "c=${c} t=${t}": } }
include k
