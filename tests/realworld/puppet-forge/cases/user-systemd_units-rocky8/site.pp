include systemd
systemd::unit_file { 'app.service':
  content => "[Unit]\nDescription=App\n[Service]\nExecStart=/usr/bin/app\n[Install]\nWantedBy=multi-user.target\n",
  enable  => true,
  active  => true,
}
systemd::dropin_file { 'limits.conf':
  unit    => 'app.service',
  content => "[Service]\nLimitNOFILE=65536\n",
}
systemd::manage_unit { 'worker.service':
  unit_entry    => { 'Description' => 'Worker' },
  service_entry => { 'ExecStart' => '/usr/bin/worker', 'User' => 'nobody' },
  install_entry => { 'WantedBy' => 'multi-user.target' },
}
systemd::tmpfile { 'app.conf':
  content => "d /run/app 0755 root root -\n",
}
