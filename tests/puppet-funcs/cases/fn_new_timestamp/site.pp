notice(Timestamp('2021-01-01T00:00:00.000 UTC'))
notice(Timestamp(0))
notice(Timestamp('2021-03-04', '%F'))
notice(Timestamp('2021-03-04 10:00', '%F %H:%M', 'CET'))
