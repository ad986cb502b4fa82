include apache
include apache::mod::proxy
include apache::mod::proxy_http
apache::vhost { 'app.example.com':
  port       => 80,
  docroot    => '/var/www/html',
  proxy_pass => [
    { 'path' => '/', 'url' => 'http://127.0.0.1:8080/' },
  ],
}
