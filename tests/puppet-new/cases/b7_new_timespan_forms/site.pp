notice(Timespan.new(3600))
notice(Timespan.new('1-02:03:04'))
notice(Timespan.new({hours => 1, minutes => 30}))
notice(Timespan.new(0, 1, 30, 0))
