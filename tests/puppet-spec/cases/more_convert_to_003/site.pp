notify{ "testing-${[a,1].convert_to(Hash) |$x| { yay }}": }
