if 'q' =~ /(q)/ {
  [1].each |$v| { notice("lambda ${1}") }
  [1].each |$v| { if 'z' =~ /(z)/ { notice("inner ${1}") } notice("after inner ${1}") }
}
