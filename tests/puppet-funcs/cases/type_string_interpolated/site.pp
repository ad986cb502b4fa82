$t = Array[Integer[0]]
notice("${t}")
notice("${Integer}")
notice(String(Hash))
notice(Integer == Integer[default, default])
notice(Integer[1,2] == Integer[1,2])
notice(Array == Array[Any])
notice(Hash == Hash[Any, Any])
