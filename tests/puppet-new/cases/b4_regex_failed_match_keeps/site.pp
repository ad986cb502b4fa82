if 'a' =~ /(a)/ {
  if 'b' =~ /(c)/ { notice('no') } else { notice("else ${1}") }
}
