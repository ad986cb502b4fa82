class k { tag 'added' notify { 'k': } }
include k
