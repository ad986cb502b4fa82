notice(Numeric.new('0x1G'))
