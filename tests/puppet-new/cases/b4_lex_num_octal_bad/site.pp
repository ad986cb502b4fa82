notice(08)
