class k { notify { 'k': } }
include k
notify { 'a': }
'Class[k]' -> Notify['a']
