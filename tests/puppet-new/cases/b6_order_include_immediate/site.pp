class k { notice('k body') }
notice('before')
include k
notice('after')
