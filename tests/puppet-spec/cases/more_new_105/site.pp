        notice(Float.new(-42.3, false))
