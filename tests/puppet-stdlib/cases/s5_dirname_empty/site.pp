notice(dirname())
