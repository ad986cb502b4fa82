function r12f::label(String $s, Integer $n = 1) >> String {
  "<${s}#${n}>"
}
