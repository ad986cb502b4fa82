define d($p = $callervar) { notice("p=[${p}]") }
class c { $callervar = 'caller' d { 'x': } }
include c
