class k { notify { 'ink': } }
include k
notice(defined(Notify['ink']))
