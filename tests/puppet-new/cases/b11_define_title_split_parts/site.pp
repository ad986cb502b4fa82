define d() {
  $parts = split($title, ':')
  notify { "${parts[0]}/${parts[1]}": }
}
d { 'x:y': }
