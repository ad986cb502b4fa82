class c($os = $facts['os']['family'], $h = $facts['networking']['hostname']) {
  notify { "${os}/${h}": }
}
include c
