with('a', 'b') |$x, $y| { notify { "${x}${y}": } }
