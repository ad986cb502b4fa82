node default {
  file { '/etc/app': ensure => directory, mode => '0755' }
  file { '/etc/app/app.conf':
    ensure  => file,
    owner   => 'app',
    mode    => '0640',
    content => "listen = 8080\nworkers = 4\n",
    require => File['/etc/app'],
  }
  user { 'app':
    ensure     => present,
    uid        => 4001,
    managehome => true,
    groups     => ['adm', 'www-data'],
    comment    => 'The application account, with a comment long enough to be cut at eighty columns',
  }
  exec { 'reload app': command => '/usr/bin/systemctl reload app', refreshonly => true }
  notify { 'bare': }
}
