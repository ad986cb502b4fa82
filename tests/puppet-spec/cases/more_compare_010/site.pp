compare(Timespan(1),"hello")
