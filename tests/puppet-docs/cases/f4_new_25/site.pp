$t = Type.new('Integer[10]')
