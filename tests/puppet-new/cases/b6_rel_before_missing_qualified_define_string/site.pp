define x::y() {}
notify { 'a': before => 'x::y[nope]' }
