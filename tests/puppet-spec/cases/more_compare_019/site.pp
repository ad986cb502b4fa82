compare(Timespan(1),Timespan(1), false)
