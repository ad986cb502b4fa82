notice(max("2", "10") |$a, $b| { compare($a, $b) })
notice(max([1,2,3]))
notice(max(["1", "2", "3"]))
notice(max([1, "2", 3]))
function s_after_n($a,$b) {
  case [$a, $b] {
    [String, Numeric]: { 1 }
    [Numeric, String]: { -1 }
    default: { compare($a, $b) }
  }
}
notice(max(["10","2","3"]) |$a,$b| { s_after_n($a,$b) })
notice(max([1,"x",3]) |$a,$b| { s_after_n($a,$b) })
