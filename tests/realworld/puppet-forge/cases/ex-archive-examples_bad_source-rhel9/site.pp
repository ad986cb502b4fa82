archive { '/tmp/jta-1.1.jar':
  ensure => present,
  source => $bad_variable,
}
