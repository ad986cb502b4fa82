notice(Integer.new('0X10', 8))
