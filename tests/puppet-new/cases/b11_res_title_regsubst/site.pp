notify { regsubst('a.b.c', '\\.', '-', 'G'): }
