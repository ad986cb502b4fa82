notice(sort(['b', 3, 'a', 2]) |$a, $b| {
  case [$a, $b] {
    [String, Numeric]: { 1 }
    [Numeric, String]: { -1 }
    default:           { compare($a, $b) }
  }
})
