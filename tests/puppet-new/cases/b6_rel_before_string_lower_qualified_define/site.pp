define x::y() {}
x::y { 'one': }
notify { 'a': before => 'x::y[one]' }
