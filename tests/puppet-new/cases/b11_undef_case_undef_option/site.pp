$u = undef
case $u {
  undef: { notify { 'was undef': } }
  default: { notify { 'other': } }
}
