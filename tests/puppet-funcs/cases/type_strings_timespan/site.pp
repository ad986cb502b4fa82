notice(Timespan[1, 2])
notice(Timestamp['2020-01-01T00:00:00 UTC'])
notice(Timespan[2])
