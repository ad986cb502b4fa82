case Integer {
  Integer : { notice(no) }
  Type[Integer] : { notice(yes) }
}
case 1 {
  Integer : { notice(yes) }
  Type[Integer] : { notice(no) }
}
