define does_break {
  notice 'a'
  if 1 == 1 { break() }
  notice 'b'
}
does_break { 'no_you_cannot': }
