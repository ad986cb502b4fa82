notice(Float.new('forty'))
