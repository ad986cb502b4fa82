# inifile and file_line edits instead of managing whole files
ini_setting { 'php memory_limit':
  ensure  => present,
  path    => '/etc/php/8.2/fpm/php.ini',
  section => 'PHP',
  setting => 'memory_limit',
  value   => '512M',
}
$settings = { 'max_execution_time' => '60', 'upload_max_filesize' => '32M', 'post_max_size' => '32M' }
$settings.each |$k, $v| {
  ini_setting { "php ${k}":
    path    => '/etc/php/8.2/fpm/php.ini',
    section => 'PHP',
    setting => $k,
    value   => $v,
  }
}
ini_subsetting { 'java opts xmx':
  ensure            => present,
  path              => '/etc/default/tomcat',
  section           => '',
  setting           => 'JAVA_OPTS',
  subsetting        => '-Xmx',
  value             => '2g',
  key_val_separator => '=',
  quote_char        => '"',
}
file_line { 'sysctl swappiness':
  path  => '/etc/sysctl.conf',
  line  => 'vm.swappiness = 10',
  match => '^vm\.swappiness',
}
file_line { 'remove telnet':
  ensure            => absent,
  path              => '/etc/inetd.conf',
  match             => '^telnet',
  match_for_absence => true,
}
inifile::create_ini_settings(
  { 'main' => { 'logfile' => '/var/log/app.log', 'debug' => 'false' }, 'db' => { 'host' => 'db1', 'port' => '5432' } },
  { 'path' => '/etc/app/app.ini' },
)
