$h = {a => [1, 'b', undef], 'c d' => true}
notice("${h}")
notice("${[1, 'x']}")
notice("${undef}|")
notice("${[undef, '']}")
notice("${{}}")
