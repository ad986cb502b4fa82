define d { notify { "in-${title}": } }
notify { 'after': }
d { 'x': tag => ['t1', 't2'], before => Notify['after'] }
