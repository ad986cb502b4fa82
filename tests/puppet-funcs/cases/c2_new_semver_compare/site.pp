notice(SemVer('1.0.0-rc') < SemVer('1.0.0'))
notice(SemVer('1.10.0') > SemVer('1.9.0'))
notice(SemVer('1.0.0') == SemVer('1.0.0+build'))
