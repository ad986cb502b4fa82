notice(compare(Timespan(1), 2))
notice(compare(2, Timespan(1)))
notice(compare(1, Timestamp(1)))
notice(compare(Timestamp(2), Timestamp(1)))
