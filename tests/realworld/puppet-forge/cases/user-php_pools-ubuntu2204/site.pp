# php: fpm pools per application, extensions with settings, cli settings
class { 'php':
  ensure       => present,
  manage_repos => false,
  fpm          => true,
  dev          => false,
  composer     => false,
  pear         => false,
  phpunit      => false,
  fpm_pools    => {},
  extensions   => {
    'opcache'  => { 'zend' => true, 'settings' => { 'opcache.memory_consumption' => '256' } },
    'apcu'     => { 'provider' => 'pecl', 'settings' => { 'apc.shm_size' => '64M' } },
    'mysqlnd'  => {},
  },
  settings     => { 'PHP/expose_php' => 'Off' },
}
['shop', 'blog'].each |$app| {
  php::fpm::pool { $app:
    listen               => "/run/php/${app}.sock",
    user                 => $app,
    group                => $app,
    pm                   => 'dynamic',
    pm_max_children      => 20,
    pm_start_servers     => 4,
    php_admin_value      => { 'error_log' => "/var/log/php/${app}.log" },
    env                  => ['PATH'],
  }
}
