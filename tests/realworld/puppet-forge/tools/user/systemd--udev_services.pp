# systemd: a udev rule, service limits, a network file, and a oneshot unit via unit_file
class { 'systemd': manage_udevd => true }
systemd::udev::rule { '70-persistent-net.rules':
  rules => ['SUBSYSTEM=="net", ACTION=="add", ATTR{address}=="00:11:22:33:44:55", NAME="lan0"'],
}
systemd::service_limits { 'nginx.service':
  limits => { 'LimitNOFILE' => 32768, 'LimitNPROC' => 4096 },
}
systemd::network { 'lan0.network':
  content => "[Match]\nName=lan0\n[Network]\nDHCP=ipv4\n",
}
systemd::unit_file { 'warmup.service':
  content => "[Unit]\nDescription=Cache warmup\n[Service]\nType=oneshot\nExecStart=/usr/local/bin/warmup\n[Install]\nWantedBy=multi-user.target\n",
  enable  => true,
}
