define d { notify { "in-${title}": } }
d { 'one': }
notify { 'pre': }
Notify['pre'] -> D['one']
