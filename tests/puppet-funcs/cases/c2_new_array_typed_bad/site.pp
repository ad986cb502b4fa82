notice(Array[Integer](['a']))
