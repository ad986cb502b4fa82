$top = 'T'
class c($a = $top, $b = $::top) { notice([$a, $b]) }
include c
