case '1.2.3' {
  SemVerRange('>=2.0.0'): { notice('two') }
  SemVerRange('1.x'): { notice('one') }
  default: { notice('none') }
}
notice('1.2.3' ? { SemVer('1.2.3') => 'same', default => 'other' })
