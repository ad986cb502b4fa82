notice(String(10, '%b'))
notice(String(-10, '%x'))
notice(String(10, '%#x'))
notice(String(3, '%3d|'))
