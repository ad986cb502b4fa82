notice(r12b::sum())
