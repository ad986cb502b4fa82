class ntp (
  Array[String] $servers = ['pool.ntp.org'],
  Boolean $iburst = false,
  String $driftfile = '/var/lib/ntp/drift',
) {
  file { '/etc/ntp.conf':
    content => join($servers, ' '),
  }
}
