notice(bool2num(true, 1))
