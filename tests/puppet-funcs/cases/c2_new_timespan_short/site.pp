notice(Timespan('02:03'))
