class k { require nope }
include k
