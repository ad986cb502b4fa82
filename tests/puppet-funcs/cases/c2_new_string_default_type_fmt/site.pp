notice(String(default))
notice(String(Optional[Integer]))
notice(String(Array[String, 1]))
