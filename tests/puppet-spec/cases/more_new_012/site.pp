        notice(Integer.new(-42, 10, true))
