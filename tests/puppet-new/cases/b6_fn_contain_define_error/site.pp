define d() {}
class k { contain d }
include k
