notice(Integer.new('0x0G'))
