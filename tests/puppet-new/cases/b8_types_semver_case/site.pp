$v = SemVer('1.1.1')
case $v {
  SemVer['>2.0.0']: { notice('high') }
  SemVer['>1.0.0']: { notice('mid') }
  default: { notice('low') }
}
case $v {
  SemVerRange('>2.0.0'): { notice('high') }
  SemVerRange('>1.0.0'): { notice('mid') }
  default: { notice('low') }
}
