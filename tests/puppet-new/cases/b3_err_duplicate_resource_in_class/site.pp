notify { 'a': }
class c { notify { 'a': } }
include c
