class k {}
include k
'Class[k]' -> notify { 'x': }
