notice(range())
