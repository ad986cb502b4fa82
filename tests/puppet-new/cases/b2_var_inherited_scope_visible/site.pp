class p { $pv = 'from parent' }
class ch inherits p { notice($pv) notice($p::pv) }
include ch
