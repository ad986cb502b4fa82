$role = 'top'
file { '/tmp/gsc': ensure => file }
class { 'gsc::options':
  port => 9000,
}
include gsc
include gsc::late
