notice(bool2str(true, 'yes'))
