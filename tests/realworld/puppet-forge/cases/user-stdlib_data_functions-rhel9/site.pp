# stdlib data helpers as profiles use them: merge, pick, deep_merge, to_json/yaml, ensure_packages
$defaults = { 'port' => 8080, 'workers' => 2, 'log' => { 'level' => 'info', 'file' => '/var/log/app.log' } }
$override = { 'workers' => $facts['processors']['count'] * 2, 'log' => { 'level' => 'debug' } }
$cfg = deep_merge($defaults, $override)
$flat = merge($defaults, { 'port' => pick(undef, 9090) })
stdlib::ensure_packages(['curl', 'git'], { ensure => present })
ensure_resource('user', 'app', { ensure => present, managehome => true, shell => '/bin/bash' })
file { '/etc/app/config.json': ensure => file, content => to_json_pretty($cfg) }
file { '/etc/app/config.yaml': ensure => file, content => to_yaml($flat) }
file { '/etc/app/env':
  ensure  => file,
  content => join(sort(keys($cfg)).map |$k| { "${upcase($k)}=${cfg[$k]}" }, "\n"),
}
notice(stdlib::ip_in_range($facts['networking']['ip'], '192.0.2.0/24'))
notice(delete_undef_values({ 'a' => 1, 'b' => undef }))
notice(stdlib::shell_escape("it's"))
notice(dig($cfg, 'log', 'level'))
notice(fqdn_rand(60, 'backup'))
