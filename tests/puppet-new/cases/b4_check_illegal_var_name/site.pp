notice($a::B)
