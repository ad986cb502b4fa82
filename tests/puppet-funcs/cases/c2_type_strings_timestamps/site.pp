notice(Timestamp['2020-01-01T00:00:00Z'])
notice(Timespan[1, 2])
notice(Timestamp[default, '2020-01-01'])
notice(Timespan)
