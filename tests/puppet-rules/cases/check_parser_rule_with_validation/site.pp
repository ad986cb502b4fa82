$a = 1
$a += 1
if true {
  class x {}
}
