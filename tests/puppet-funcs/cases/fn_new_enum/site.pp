notice(String[2]('ab'))
