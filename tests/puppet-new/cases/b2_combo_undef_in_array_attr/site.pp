$u = undef
notify { 'x': tag => ['a', $u, 'b'] }
