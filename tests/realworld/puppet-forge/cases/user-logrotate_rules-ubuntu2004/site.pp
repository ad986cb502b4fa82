include logrotate
logrotate::rule { 'app':
  path         => '/var/log/app/*.log',
  rotate       => 7,
  rotate_every => 'day',
  compress     => true,
  missingok    => true,
  postrotate   => '/usr/bin/systemctl reload app',
}
