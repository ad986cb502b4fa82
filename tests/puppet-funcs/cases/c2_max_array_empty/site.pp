notice(max([]))
