notice(length('日本'))
notice("ab".length)
