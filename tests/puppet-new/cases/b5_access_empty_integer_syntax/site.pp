notice(1[])
