$x = false
unless $x { notify { 'u': } } else { notify { 'e': } }
notify { 'last': }
Notify['u'] -> Notify['last']
