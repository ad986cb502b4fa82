notice(sprintf("%<foo>d : %<zanzibar>f", {'foo' => 1, 'bar' => 2}))
