$v = 15
case $v {
  Integer[0, 9]: { notice('small') }
  Integer[10, 99]: { notice('medium') }
  default: { notice('big') }
}
