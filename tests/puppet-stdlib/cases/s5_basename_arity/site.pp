notice(basename())
