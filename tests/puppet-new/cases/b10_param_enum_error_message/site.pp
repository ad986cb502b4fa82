class c(Enum['present', 'absent'] $ensure) { }
class { 'c': ensure => 'running' }
