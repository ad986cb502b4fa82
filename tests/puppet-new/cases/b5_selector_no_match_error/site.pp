notice(2 ? 3 => 4)
