notice(regexpescape('a.b*c'))
notice(regexpescape(['[x]', '(y)']))
