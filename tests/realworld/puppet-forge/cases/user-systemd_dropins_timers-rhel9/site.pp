# systemd: a managed unit, drop-ins, a timer with its service, tmpfiles and journald settings
class { 'systemd':
  manage_journald  => true,
  journald_settings => { 'SystemMaxUse' => '500M', 'MaxRetentionSec' => '1month' },
  manage_resolved  => false,
}
systemd::manage_unit { 'myapp.service':
  unit_entry    => { 'Description' => 'My application', 'After' => ['network-online.target'], 'Wants' => ['network-online.target'] },
  service_entry => {
    'Type'        => 'simple',
    'User'        => 'myapp',
    'ExecStart'   => '/opt/myapp/bin/myapp --config /etc/myapp.yaml',
    'Restart'     => 'on-failure',
    'Environment' => ['LANG=C.UTF-8', 'APP_ENV=production'],
  },
  install_entry => { 'WantedBy' => 'multi-user.target' },
  enable        => true,
  active        => true,
}
systemd::manage_dropin { 'myapp-limits.conf':
  unit          => 'myapp.service',
  service_entry => { 'LimitNOFILE' => 65536, 'MemoryMax' => '2G' },
}
systemd::dropin_file { 'nginx-override.conf':
  unit    => 'nginx.service',
  content => "[Service]\nRestart=always\nRestartSec=5\n",
}
systemd::timer { 'backup.timer':
  timer_content   => "[Timer]\nOnCalendar=*-*-* 02:30:00\nPersistent=true\n",
  service_content => "[Service]\nType=oneshot\nExecStart=/usr/local/bin/backup.sh\n",
  active          => true,
  enable          => true,
}
systemd::tmpfile { 'myapp.conf': content => "d /run/myapp 0755 myapp myapp -\n" }
