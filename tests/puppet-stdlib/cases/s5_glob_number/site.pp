notice(glob(1))
