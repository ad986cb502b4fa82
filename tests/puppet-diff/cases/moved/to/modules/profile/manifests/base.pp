class profile::base {
  package { 'vim': ensure => installed }
}
