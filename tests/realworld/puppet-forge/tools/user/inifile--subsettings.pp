# ini_subsetting for a java options line, create_ini_settings from a hash, an absent setting
ini_subsetting { 'tomcat Xmx':
  ensure            => present,
  path              => '/etc/default/tomcat',
  section           => '',
  setting           => 'JAVA_OPTS',
  quote_char        => '"',
  subsetting        => '-Xmx',
  value             => '1024m',
  key_val_separator => '=',
}
ini_subsetting { 'tomcat headless':
  ensure     => present,
  path       => '/etc/default/tomcat',
  section    => '',
  setting    => 'JAVA_OPTS',
  quote_char => '"',
  subsetting => '-Djava.awt.headless=true',
}
$defaults = { 'path' => '/etc/myapp/app.ini' }
$settings = {
  'server'   => { 'port' => 8080, 'bind' => '0.0.0.0' },
  'database' => { 'host' => 'db.example.com', 'pool' => 10, 'ssl' => true },
}
inifile::create_ini_settings($settings, $defaults)
ini_setting { 'drop legacy':
  ensure  => absent,
  path    => '/etc/myapp/app.ini',
  section => 'legacy',
  setting => 'enabled',
}
