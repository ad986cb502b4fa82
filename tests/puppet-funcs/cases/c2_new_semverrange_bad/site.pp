notice(SemVerRange('>>1'))
