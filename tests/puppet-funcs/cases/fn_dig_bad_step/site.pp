notice({a => 'str'}.dig(a, 0))
