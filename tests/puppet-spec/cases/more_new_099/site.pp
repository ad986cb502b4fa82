        notice(Numeric.new(-42.3, true))
