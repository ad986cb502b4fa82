notice(SemVer('1-3'))
