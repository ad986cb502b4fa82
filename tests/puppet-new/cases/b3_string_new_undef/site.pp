notice(String(undef))
notice("[${String(undef, '%p')}]")
