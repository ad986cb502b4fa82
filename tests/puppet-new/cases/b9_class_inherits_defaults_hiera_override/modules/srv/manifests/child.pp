class srv::child(String $mode = '0700') inherits srv::base {
  file { '/etc/child': }
  File['/etc/base'] { mode => $mode }
}
