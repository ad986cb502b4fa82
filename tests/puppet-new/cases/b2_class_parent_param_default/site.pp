class p { $base = 'pb' }
class ch($v = $base) inherits p { notice($v) }
include ch
