class k { notify { 'k': } }
include Class[k]
