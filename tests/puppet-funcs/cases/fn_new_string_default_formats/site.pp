notice(String(default, '%p'))
notice(String(default, '%d'))
notice(String(default, '%D'))
