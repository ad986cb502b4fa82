notice(compare(Integer, String))
