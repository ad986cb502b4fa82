class p { $x = 'parent' }
class ch($y = $x) inherits p { notice($y) }
include ch
