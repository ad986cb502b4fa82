class does_break {
  notice 'a'
  if 1 == 1 { break() }
  notice 'b'
}
include(does_break)
