notice(pick_default(undef, '', 'a', 'b'))
notice(pick_default(undef, ''))
notice(pick_default(undef))
notice(pick_default([], 'x'))
