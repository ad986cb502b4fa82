function f() {
  [1].each |$x| { notice($x) }
   break()
}
notice(f())
