Exec { path => ['/usr/bin', '/bin'], logoutput => true }
exec { 'ls /': }
class k {
  Exec { path => '/sbin' }
  exec { 'ip a': }
}
include k
