case $facts['os']['release']['major'] {
  /^(\d)$/: { notify { "single ${1}": } }
  default: { notify { 'other': } }
}
