notice(String(1, ''))
