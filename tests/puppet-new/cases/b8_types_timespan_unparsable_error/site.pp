notice(Timespan('1x', '%Dd'))
