notice(lookup(['a::x', 'b::y'], undef, undef, 'd'))
