notice(Integer.new('10F'))
