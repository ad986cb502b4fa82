plan foo() {
  notice(1)
}
notice(2)
