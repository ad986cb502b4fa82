case [1] {
  Array[String] : { notice(no) }
  Array[Integer]: { notice(yes) }
}
case 'banana' { /.*(ana).*/: { notice($1) } }
