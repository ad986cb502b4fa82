[a,b,c,d,e,f,g,h].step(2) |$x| { notice($x) }
$h = {a=>1,b=>2,c=>3,d=>4,e=>5,f=>6,g=>7,h=>8}
$h.step(2) |$t| { notice($t[1]) }
Enum[a,b,c,d,e,f,g,h].step(2) |$x| { notice($x) }
