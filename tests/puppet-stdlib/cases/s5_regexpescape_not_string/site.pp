notice(regexpescape(1))
