File { mode => '0644', owner => 'root' }
class inner {
  File { mode => '0600' }
  file { '/tmp/inner': ensure => file }
}
define thing($path = "/tmp/${title}") {
  file { $path: ensure => file }
}
include inner
thing { 'one': }
file { '/tmp/outer': ensure => file }
