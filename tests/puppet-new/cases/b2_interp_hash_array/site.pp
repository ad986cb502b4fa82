$h = { 'a' => 'b', 'c' => [1, 'two', undef] }
notice("h=${h}")
notice("a=${[1, 'x', true, 2.5]}")
