$t = Tuple[Integer, String]
notice($t.new([1, 'a']))
