notice(String(18, '%g'))
notice(String(18, '%a'))
notice(String(18, '%A'))
notice(String(18, '%.1f'))
