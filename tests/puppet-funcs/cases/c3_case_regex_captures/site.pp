$x = 'web-042.example'
case $x {
  /^db-(\d+)/: { notice("db ${1}") }
  /^web-(\d+)\.(\w+)$/: { notice("web ${1} in ${2} (${0})") }
  default: { notice('other') }
}
case 7 { 1, 2: { notice('small') } Integer[5, 9]: { notice('mid') } default: { notice('big') } }
case [1, 'a'] { [Integer, String]: { notice('tuple match') } default: { notice('no') } }
notice("after: ${1}")
