# RedHat repositories: epel and custom yumrepos (on Debian the epel class does nothing useful)
if $facts['os']['family'] == 'RedHat' {
  include epel
  yumrepo { 'internal':
    descr    => 'Internal packages',
    baseurl  => "https://repo.example.com/el${facts['os']['release']['major']}/\$basearch",
    gpgcheck => 1,
    gpgkey   => 'https://repo.example.com/RPM-GPG-KEY-internal',
    enabled  => 1,
    priority => 10,
  }
  package { ['htop', 'jq']: ensure => installed, require => Class['epel'] }
} else {
  package { ['htop', 'jq']: ensure => installed }
}
