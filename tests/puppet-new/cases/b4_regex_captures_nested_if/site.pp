if 'ab' =~ /(a)(b)/ {
  if 'xy' =~ /(x)/ { notice("inner ${1} ${2}") }
  notice("outer ${1} ${2}")
}
