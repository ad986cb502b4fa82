notice(String(false, '%#Y'))
