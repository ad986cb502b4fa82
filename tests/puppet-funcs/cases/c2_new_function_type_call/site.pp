notice(Integer.new('5'))
notice(String.new(5))
notice(Optional[Integer].new('6'))
notice(Variant[Integer, String].new('7'))
