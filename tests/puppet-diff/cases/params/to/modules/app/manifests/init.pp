class app (
  Integer $port = 9090,
  Array[String] $hosts = ['a', 'c', 'd'],
) {
  file { '/etc/app.conf':
    ensure  => file,
    mode    => '0600',
    owner   => 'root',
    content => "port=${port}\nhosts=${join($hosts, ',')}\nextra=1\n",
  }
  package { 'app': ensure => 2 }
  service { 'app':
    ensure => running,
    enable => 'true',
  }
  exec { 'reload': command => '/bin/true', refreshonly => true, timeout => 30.5 }
}
