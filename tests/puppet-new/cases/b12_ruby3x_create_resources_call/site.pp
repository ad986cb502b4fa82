class k { r12_mk('made', 'hello') }
include k
