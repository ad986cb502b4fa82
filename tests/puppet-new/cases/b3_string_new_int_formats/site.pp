notice(String(255, '%x'))
notice(String(255, '%#o'))
notice(String(5, '%05d'))
notice(String(-3, '%+d'))
