class { 'apache': default_vhost => false }
apache::vhost { 'www.example.com':
  port          => 443,
  docroot       => '/var/www/example',
  ssl           => true,
  serveraliases => ['example.com'],
  directories   => [
    { 'path' => '/var/www/example', 'options' => ['Indexes', 'FollowSymLinks'], 'allow_override' => ['All'] },
  ],
}
apache::vhost { 'redirect.example.com':
  port            => 80,
  docroot         => '/var/www/redirect',
  redirect_status => 'permanent',
  redirect_dest   => 'https://www.example.com/',
}
include apache::mod::rewrite
include apache::mod::headers
class { 'apache::mod::proxy': }
include apache::mod::proxy_http
