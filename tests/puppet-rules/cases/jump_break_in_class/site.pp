class a {
  notice(1)
    break()
}
include a
