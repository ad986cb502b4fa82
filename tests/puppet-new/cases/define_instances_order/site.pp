define d { notify { "n-${title}": } }
d { 'b': }
d { 'a': }
notify { 'plain': }
