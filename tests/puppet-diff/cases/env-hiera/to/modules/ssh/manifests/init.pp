class ssh (
  Integer $port,
  Boolean $permit_root,
) {
  file { '/etc/ssh/sshd_config':
    ensure  => file,
    content => "Port ${port}\nPermitRootLogin ${permit_root}\n",
  }
  service { 'sshd': ensure => running, subscribe => File['/etc/ssh/sshd_config'] }
}
