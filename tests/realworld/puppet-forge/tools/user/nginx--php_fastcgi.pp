# nginx in front of php-fpm
class { 'nginx': manage_repo => false }
class { 'php':
  fpm        => true,
  composer   => false,
  extensions => { 'mbstring' => {}, 'intl' => {}, 'gd' => {} },
  settings   => { 'PHP/memory_limit' => '256M', 'Date/date.timezone' => 'UTC' },
}
nginx::resource::server { 'php.example.com':
  www_root    => '/srv/www/php',
  index_files => ['index.php'],
  try_files   => ['$uri', '$uri/', '/index.php?$args'],
}
nginx::resource::location { 'php scripts':
  server        => 'php.example.com',
  location      => '~ \.php$',
  fastcgi       => 'unix:/run/php/php-fpm.sock',
  fastcgi_index => 'index.php',
  fastcgi_param => { 'SCRIPT_FILENAME' => '$document_root$fastcgi_script_name' },
}
