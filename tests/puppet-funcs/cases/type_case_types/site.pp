$v = [1, 'a']
case $v {
  Array[Integer]: { notice('ints') }
  Array[Variant[Integer, String]]: { notice('mixed') }
  default: { notice('other') }
}
notice(5 ? { String => 's', Integer[0, 4] => 'small', Integer => 'int' })
notice(Integer ? { Type[Integer] => 'int type', default => 'd' })
