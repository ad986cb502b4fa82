notice(SemVer('1.5.0') =~ SemVerRange('>=1.0.0 <2.0.0'))
notice(SemVer('2.0.0') =~ SemVerRange('~1.2'))
notice(SemVerRange('1.x'))
