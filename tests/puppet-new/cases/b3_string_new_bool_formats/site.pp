notice(String(true, '%y'))
notice(String(false, '%Y'))
notice(String(true, '%d'))
