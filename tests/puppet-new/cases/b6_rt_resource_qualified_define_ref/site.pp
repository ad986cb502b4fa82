define x::y() { notify { "xy-${title}": } }
Resource['x::y'] { 'one': }
X::Y['one'] -> Notify['last']
notify { 'last': }
