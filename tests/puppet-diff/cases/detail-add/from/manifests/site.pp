node default {
  file { '/etc/app': ensure => directory, mode => '0755' }
}
