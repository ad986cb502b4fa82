class c1 { notify { 'in c1': } }
class c2 { notify { 'in c2': } }
[1, 2].each |$i| { include "c${i}" }
include c1
