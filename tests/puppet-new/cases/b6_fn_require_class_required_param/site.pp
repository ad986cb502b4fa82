class k($p) {}
class j { require k }
include j
