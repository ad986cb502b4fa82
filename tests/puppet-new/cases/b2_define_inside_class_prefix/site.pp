class k { define d { notify { "k-${title}": } } }
include k
k::d { 'one': }
