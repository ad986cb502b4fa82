notice(String(18.0, '%#B'))
