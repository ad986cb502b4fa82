class k { bogus_type { 'x': } }
include k
