class app(Optional[String] $opt = 'dflt') {
  notify { "opt=${opt}": }
}
