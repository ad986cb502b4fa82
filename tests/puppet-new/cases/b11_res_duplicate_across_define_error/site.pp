define d() { notify { 'dup': } }
d { 'one': }
d { 'two': }
