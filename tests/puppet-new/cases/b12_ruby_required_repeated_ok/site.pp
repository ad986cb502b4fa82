notice(r12b::sum(1))
notice(r12b::sum(1, 2.5, 3))
notice(r12b::sum(1, 'x'))
