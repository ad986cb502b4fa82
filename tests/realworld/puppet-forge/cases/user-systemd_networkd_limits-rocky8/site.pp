# systemd: networkd/timesyncd/logind settings and a unit file from content
class { 'systemd':
  manage_timesyncd => true,
  ntp_server       => ['0.pool.ntp.org', '1.pool.ntp.org'],
  manage_logind    => true,
  logind_settings  => { 'KillUserProcesses' => 'no', 'HandleLidSwitch' => 'ignore' },
  manage_udevd     => false,
}
systemd::unit_file { 'worker@.service':
  content => "[Unit]\nDescription=Worker %i\n[Service]\nExecStart=/usr/bin/worker %i\n",
}
['1', '2', '3'].each |$i| {
  service { "worker@${i}": ensure => running, enable => true, require => Systemd::Unit_file['worker@.service'] }
}
systemd::modules_load { 'bonding.conf': content => "bonding\n" }
