notice(String(18, '%k'))
