$t = SemVer[SemVerRange('>=1.0.0 <2.0.0'), SemVerRange('>=3.0.0 <4.0.0')]
notice(SemVer('1.2.3') =~ $t)
notice(SemVer('2.3.4') =~ $t)
notice(SemVer('3.4.5') =~ $t)
$s = SemVer['>=1.0.0 <2.0.0', '>=3.0.0 <4.0.0']
notice(SemVer('2.3.4') =~ $s)
notice(SemVer['>=1.0.0 <2.0.0', '>=1.5.0 <4.0.0'] == SemVer['>=1.0.0 <4.0.0'])
$x = SemVer['>=1.0.0 <2.0.0', '>=1.5.0 <3.0.0']
$y = SemVer['>=1.2.0 <2.8.0']
notice($y < $x)
notice(SemVerRange('3.0.0 - 4.0.0') =~ SemVerRange)
