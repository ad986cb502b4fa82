if 'foo' =~ /(f)(o)/ {
  if 'bar' =~ /(b)/ { notice("inner $1 [$2]") }
  notice("outer $1 $2")
}
