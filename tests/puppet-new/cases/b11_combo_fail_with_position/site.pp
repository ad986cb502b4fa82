class k {
  if true {
    fail("stop ${title}")
  }
}
include k
