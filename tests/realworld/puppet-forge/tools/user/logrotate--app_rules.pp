# logrotate: global settings and per-application rules from a hash
class { 'logrotate':
  config => { 'rotate' => 7, 'rotate_every' => 'week', 'compress' => true, 'dateext' => true },
}
$rules = {
  'nginx'  => { 'path' => '/var/log/nginx/*.log', 'rotate' => 14, 'rotate_every' => 'day', 'postrotate' => 'systemctl reload nginx' },
  'myapp'  => { 'path' => ['/var/log/myapp/app.log', '/var/log/myapp/worker.log'], 'size' => '100M', 'copytruncate' => true, 'missingok' => true },
  'audit'  => { 'path' => '/var/log/audit/audit.log', 'rotate' => 30, 'compress' => true, 'delaycompress' => true, 'create' => true, 'create_mode' => '0600', 'create_owner' => 'root', 'create_group' => 'root' },
}
$rules.each |$name, $params| {
  logrotate::rule { $name: * => $params }
}
logrotate::conf { '/etc/logrotate.d/hourly-overrides': rotate => 3 }
