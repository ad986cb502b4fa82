$x = {a => 1, "a" => 2}
notice($x)
