notice(String(Timespan(3600)))
notice(String(Timespan(90061)))
