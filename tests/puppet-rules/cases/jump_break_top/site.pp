notice(1)
if true {
  break()
}
