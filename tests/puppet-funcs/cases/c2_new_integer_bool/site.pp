notice(Integer(true))
notice(Integer(false))
notice(Integer(Timespan(3.5)))
