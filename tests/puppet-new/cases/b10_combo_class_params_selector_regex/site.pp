class c($os = $facts['os']['family']) {
  $pkg = $os ? { /^(Debian|Ubuntu)$/ => "apt-${1}", /^RedHat/ => 'yum', default => 'unknown' }
  notify { $pkg: }
}
include c
