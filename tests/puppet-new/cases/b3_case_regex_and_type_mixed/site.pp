$v = 'abc42'
case $v {
  Integer: { notice('int') }
  /(\d+)$/: { notice("digits ${1}") }
  default: { notice('none') }
}
