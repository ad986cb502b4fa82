notice(compare(Timespan(2), Timespan(1)))
notice(compare(Timestamp('2020-01-01T00:00:00 UTC'), Timestamp('2021-01-01T00:00:00 UTC')))
notice(compare(Timespan(2), 3))
