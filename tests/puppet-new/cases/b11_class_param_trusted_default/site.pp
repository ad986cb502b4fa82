class k($n = $trusted['certname']) { notify { "n=${n}": } }
include k
