notice(String(18, '%#6.4o'))
