define countdown(Integer $n) {
  notify { "c-${n}": }
  if $n > 0 { countdown { "cd-${$n - 1}": n => $n - 1 } }
}
countdown { 'start': n => 3 }
