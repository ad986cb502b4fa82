class k { tag 'extra' notify { 'n': } }
include k
