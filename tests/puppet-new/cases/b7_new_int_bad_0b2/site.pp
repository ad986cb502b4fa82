notice(Integer.new('0B2'))
