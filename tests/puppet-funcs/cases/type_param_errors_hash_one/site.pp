notice(Hash[String])
