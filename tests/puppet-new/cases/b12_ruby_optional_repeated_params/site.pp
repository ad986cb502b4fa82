notice(r12b::join_with('-'))
notice(r12b::join_with('-', 'a'))
notice(r12b::join_with('-', 'a', 'b', 'c'))
notice(r12b::join_with(',', 'x', 'y') |$s| { upcase($s) })
