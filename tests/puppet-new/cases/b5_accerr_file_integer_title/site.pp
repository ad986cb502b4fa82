notice(File[0])
