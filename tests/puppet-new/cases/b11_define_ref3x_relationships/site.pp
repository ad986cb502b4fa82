define d($dep) {
  notify { "${title}-req": require => $dep }
  $dep -> notify { "${title}-chain": }
}
notify { 'a': }
d { 'x': dep => Notify['a'] }
