notice(String(65, '%#c'))
