notice(String(true, '%k'))
