class a { $va = 'A' }
class b inherits a { $vb = "${va}B" }
class c inherits b { notice("${va}${vb}") }
include c
