notice(Array[Integer]([1, 2]))
notice(Array[String](['a']))
