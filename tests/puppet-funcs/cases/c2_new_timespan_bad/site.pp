notice(Timespan('nonsense'))
