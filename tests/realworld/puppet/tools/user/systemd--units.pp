include systemd
systemd::unit_file { 'myapp.service':
  content => "[Unit]\nDescription=My app\n\n[Service]\nExecStart=/usr/bin/myapp\n",
}
systemd::tmpfile { 'myapp.conf':
  content => "d /run/myapp 0755 root root -\n",
}
systemd::dropin_file { 'limits.conf':
  unit    => 'myapp.service',
  content => "[Service]\nLimitNOFILE=65536\n",
}
