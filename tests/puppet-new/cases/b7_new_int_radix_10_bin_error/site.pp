notice(Integer.new('0b10', 10))
