notice(assert_type(Timespan, 1234))
