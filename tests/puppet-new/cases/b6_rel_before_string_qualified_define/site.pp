define x::y() {}
x::y { 'one': }
notify { 'a': before => 'X::Y[one]' }
