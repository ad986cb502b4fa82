case 'web-12.example' {
  /^(\w+)-(\d+)/: { notice("role=$1 num=$2 all=$0") }
  default: { notice('none') }
}
notice("after=[$1]")
