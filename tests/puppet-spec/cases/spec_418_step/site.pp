Enum[a,b,c,d,e,f,g,h].step(2) |$x| { notice($x) }
