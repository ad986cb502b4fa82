define d($r) {
  $local = Notify['a']
  notify { "${title}": message => "${defined($r)} ${r} ${local}" }
}
notify { 'a': }
d { 'x': r => Notify['a'] }
