class app (
  Integer $port = 8080,
  Array[String] $hosts = ['a', 'b', 'c'],
) {
  file { '/etc/app.conf':
    ensure  => file,
    mode    => '0644',
    content => "port=${port}\nhosts=${join($hosts, ',')}\n",
  }
  package { 'app': ensure => '1.0' }
  service { 'app':
    ensure => running,
    enable => true,
  }
  exec { 'reload': command => '/bin/true', refreshonly => true, timeout => 30 }
}
