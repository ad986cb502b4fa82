notice(Integer.new('0x10', 2))
