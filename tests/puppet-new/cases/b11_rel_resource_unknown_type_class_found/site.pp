class x { notify { 'in x': } }
include x
notify { 'a': }
Notify['a'] -> Resource['nosuchtype', 'x']
