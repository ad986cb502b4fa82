$v = 'b'
case $v {
  'a', 'b': { notice('ab') }
  'b': { notice('second b') }
  default: { notice('d') }
}
