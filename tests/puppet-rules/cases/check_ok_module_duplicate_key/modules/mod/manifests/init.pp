class mod { $x = {a => 1, a => 2} }
