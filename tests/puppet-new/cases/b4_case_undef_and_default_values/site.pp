case undef {
  '': { notice('empty') }
  undef: { notice('undef') }
}
case default {
  default: { notice('default matched') }
}
