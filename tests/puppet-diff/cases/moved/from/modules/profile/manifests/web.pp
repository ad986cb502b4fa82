class profile::web {
  package { 'nginx': ensure => installed }
}
