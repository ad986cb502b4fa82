notice(Sensitive[String, Integer])
