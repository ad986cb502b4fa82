notice([a,1].convert_to(Hash))
"1".convert_to(Integer) |$x| { notice($x.type(generalized)) }
notice([a,1].convert_to(Hash) |$x| { yay })
"111".convert_to(Integer, 2) |$x| { notice($x) }
notice('0x10'.convert_to(Integer))
notice(3.convert_to(String))
