notice(bool2str(true, 1, 0))
