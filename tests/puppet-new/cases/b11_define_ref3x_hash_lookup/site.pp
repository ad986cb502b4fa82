define d($r) {
  $h = { $r => 'found' }
  notify { "${title}": message => "${h[$r]} ${h[Notify['a']]}" }
}
d { 'x': r => Notify['a'] }
