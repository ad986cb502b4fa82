notice(max(Timespan(1), Timespan(2)))
notice(min(SemVer('1.0.0'), SemVer('0.9.0')))
