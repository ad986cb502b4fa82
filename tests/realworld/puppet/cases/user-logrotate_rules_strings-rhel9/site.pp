include logrotate::base
logrotate::rule { 'syslog':
  path         => '/var/log/syslog',
  rotate       => '5',
  rotate_every => 'week',
  postrotate   => '/usr/bin/killall -HUP syslogd',
}
