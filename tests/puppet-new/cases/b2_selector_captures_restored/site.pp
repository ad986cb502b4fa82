if 'xy' =~ /(x)/ {
  $s = 'ab' ? { /(a)(b)/ => "${1}${2}", default => 'none' }
  notice("${s} ${1} [${2}]")
}
