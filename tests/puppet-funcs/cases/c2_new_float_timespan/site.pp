notice(Float(Timespan(90)))
