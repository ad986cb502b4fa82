define tp(Tuple[String, Integer, Optional[Boolean], 2, 3] $t) {
  notify { $title: message => String($t) }
}
tp { 'two': t => ['a', 1] }
tp { 'three': t => ['a', 1, true] }
tp { 'one': t => ['a'] }
