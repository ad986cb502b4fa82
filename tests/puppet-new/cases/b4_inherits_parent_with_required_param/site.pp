class p($req) { }
class ch inherits p { }
include ch
