# reboot after a kernel package changes, and a pending-reboot resource with a message
package { 'linux-image-generic': ensure => latest }
reboot { 'after kernel':
  subscribe => Package['linux-image-generic'],
  apply     => finished,
  message   => 'kernel updated by Puppet',
  timeout   => 120,
}
reboot { 'now if needed':
  when => refreshed,
}
