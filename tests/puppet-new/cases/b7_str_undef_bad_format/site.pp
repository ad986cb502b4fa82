notice(String(undef, '%k'))
