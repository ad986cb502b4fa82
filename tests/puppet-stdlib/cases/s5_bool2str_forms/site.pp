notice(bool2str(true))
notice(bool2str(false, 'on', 'off'))
notice(bool2str(true, 'yes', 'no'))
