notice(Type('Array[Integer'))
