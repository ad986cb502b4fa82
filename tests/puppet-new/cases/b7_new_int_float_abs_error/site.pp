notice(Integer.new(-3.7, true))
