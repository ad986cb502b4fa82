notice(String(true, '%6t'))
notice(String(false, '%-7T'))
notice(String(true, '%3.1y'))
notice(String(false, '%#5Y'))
