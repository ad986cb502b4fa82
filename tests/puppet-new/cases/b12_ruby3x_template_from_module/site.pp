class k { $port = 8080 }
include k
notice(r12_conf('svc'))
