# php with extensions carrying settings, composer, and ini settings
class { 'php':
  manage_repos => false,
  fpm          => true,
  composer     => true,
  dev          => false,
  settings     => {
    'PHP/memory_limit'        => '256M',
    'PHP/upload_max_filesize' => '64M',
    'Date/date.timezone'      => 'UTC',
  },
  extensions   => {
    'opcache' => { 'zend' => true, 'settings' => { 'opcache.enable' => '1', 'opcache.memory_consumption' => '192' } },
    'intl'    => {},
    'redis'   => { 'provider' => 'pecl' },
  },
}
