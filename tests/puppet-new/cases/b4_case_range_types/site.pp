case 5 {
  Integer[1, 3]: { notice('low') }
  Integer[4, 6]: { notice('mid') }
  default: { notice('high') }
}
case 'abc' {
  String[4]: { notice('long') }
  Enum['abc', 'x']: { notice('enum') }
}
