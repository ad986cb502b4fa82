$known = 'k'
notice(r12_var('known'))
notice(r12_var('unknown_var'))
