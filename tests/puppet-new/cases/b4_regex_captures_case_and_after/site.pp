case 'hello world' {
  /(\w+) (\w+)/: { notice("${2} ${1}") }
}
notice("outside [${1}]")
