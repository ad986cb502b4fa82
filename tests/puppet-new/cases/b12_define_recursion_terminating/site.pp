define countdown(Integer $n) {
  notify { "at-${n}": }
  if $n > 0 { countdown { "c${n}": n => $n - 1 } }
}
countdown { 'start': n => 2 }
