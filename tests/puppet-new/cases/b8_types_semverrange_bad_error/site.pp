notice(SemVerRange('x3'))
