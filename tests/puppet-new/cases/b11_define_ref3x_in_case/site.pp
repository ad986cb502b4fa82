define d($a) {
  case $a {
    Type[Notify]: { notify { "${title}-notify": } }
    default: { notify { "${title}-other": } }
  }
}
d { 'x': a => Notify['n'] }
