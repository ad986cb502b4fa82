# a reverse proxy in front of two application servers, with proxy_pass_match and no-proxy paths
class { 'apache': default_vhost => false, default_mods => false }
include apache::mod::proxy
include apache::mod::proxy_http
include apache::mod::rewrite
$backends = { '/api' => 'http://10.0.0.11:8080/api', '/app' => 'http://10.0.0.12:3000/' }
apache::vhost { 'proxy.example.com':
  port                => 80,
  docroot             => '/var/www/proxy',
  proxy_preserve_host => true,
  proxy_pass          => $backends.map |$path, $url| { { 'path' => $path, 'url' => $url } } + [
    { 'path' => '/static', 'url' => '!' },
  ],
  proxy_pass_match    => [{ 'path' => '^/ws/(.*)$', 'url' => 'ws://10.0.0.11:8080/ws/$1' }],
  request_headers     => ['set X-Forwarded-Proto "http"'],
  aliases             => [{ alias => '/static', path => '/var/www/proxy/static' }],
  setenv              => ['APP_ENV production'],
  custom_fragment     => "ProxyTimeout 120\n",
}
