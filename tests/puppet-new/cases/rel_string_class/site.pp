class c { notify { 'in-c': } }
include c
notify { 'a': }
'c' -> Notify['a']
