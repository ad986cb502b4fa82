notice(lest(1) || { 2 })
notice(lest(undef) || { [3] })
