case 'z' {
  'a': { notice('a') }
  default: { notice('default') }
  'z': { notice('z') }
}
