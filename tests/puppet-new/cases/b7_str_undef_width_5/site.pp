notice(String(undef, '%5a'))
notice(String(undef, '%5.2A'))
