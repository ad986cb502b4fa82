notice([1] =~ Tuple[Integer, Optional[String]])
notice([1] =~ Tuple[Integer, String, 1])
notice([1, 'a', 'b', 'c'] =~ Tuple[Integer, String, 1, default])
