notice(max())
