notice(String(18, '%s%s'))
