notice(Type('Array[Integer[1]]'))
notice(Type('Optional[String]') == Optional[String])
notice(5 =~ Type('Integer[0, 9]'))
