define d() { notify { 'shared': } }
d { 'a': }
d { 'b': }
