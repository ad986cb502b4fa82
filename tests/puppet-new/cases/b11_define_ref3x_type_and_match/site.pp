define d($kind) {
  $a = $kind =~ Type[Resource]
  $b = $kind =~ Type[Notify]
  notify { "${title}-m": message => "${a} ${b} ${type($kind)} ${String($kind)} ${[$kind]}" }
}
notify { 'a': }
d { 'x': kind => Notify['a'] }
