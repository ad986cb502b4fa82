function rt::twice(String $s) >> String {
  "${s}${s}"
}
