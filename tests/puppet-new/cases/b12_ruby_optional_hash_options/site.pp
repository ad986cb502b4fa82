notice(r12q::opts('a'))
notice(r12q::opts('a', { 'sep' => '+', 'count' => 3 }))
notice(r12q::opts('a', undef))
