notice(String[-1])
