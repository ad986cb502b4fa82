class ntp (
  Array[String] $servers,
  Boolean $iburst = false,
  Hash $options = {},
) {
  file { '/etc/ntp.conf':
    ensure  => file,
    content => epp('ntp/ntp.conf.epp', { servers => $servers, iburst => $iburst }),
  }
  service { 'ntp': ensure => running, * => $options }
}
