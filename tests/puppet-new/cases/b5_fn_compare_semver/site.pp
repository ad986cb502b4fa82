notice(compare(SemVer('1.0.0'), SemVer('2.0.0')))
notice(compare(SemVer('2.0.0'), SemVer('1.0.0')))
notice(compare(SemVer('2.0.0'), SemVer('2.0.0')))
