notice(Integer(Timespan(90)))
notice(Integer(Timestamp('1970-01-02T00:00:00 UTC')))
notice(Float(Timespan(1.5)))
