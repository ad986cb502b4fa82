if 'abc' =~ /^(a)/ {
  if 'xyz' =~ /^(x)(y)/ { notify { "inner ${1}${2}": } }
  notify { "outer ${1} [${2}]": }
}
