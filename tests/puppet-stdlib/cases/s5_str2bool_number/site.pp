notice(str2bool(1))
