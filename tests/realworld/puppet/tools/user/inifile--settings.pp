ini_setting { 'php memory_limit':
  ensure  => present,
  path    => '/etc/php.ini',
  section => 'PHP',
  setting => 'memory_limit',
  value   => '256M',
}
ini_subsetting { 'java opts':
  ensure     => present,
  path       => '/etc/default/tomcat',
  section    => '',
  setting    => 'JAVA_OPTS',
  subsetting => '-Xmx',
  value      => '512m',
}
