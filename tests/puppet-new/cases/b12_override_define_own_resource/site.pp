define d($m = 'def') {
  notify { "n-${title}": message => $m }
  Notify["n-${title}"] { loglevel => 'err' }
}
d { 'a': }
