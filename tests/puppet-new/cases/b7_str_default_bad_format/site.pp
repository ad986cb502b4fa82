notice(String(default, '%k'))
