notice(compare(SemVer('1.0.0'), SemVer('2.0.0')))
notice(compare('a', 'B', false))
notice(compare(Timestamp(1), Timestamp(1)))
notice(compare(2, 1.5))
