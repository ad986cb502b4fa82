define d($depth = 0) {
  notify { "d-${title}": }
  if $depth < 2 { d { "${title}+": depth => $depth + 1 } }
}
d { 'x': }
