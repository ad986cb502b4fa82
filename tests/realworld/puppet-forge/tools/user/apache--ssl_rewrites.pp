# profile: an HTTPS site with rewrites, headers, a redirect vhost and a status location
class profile::web::shop (
  String $servername = 'shop.example.com',
  Array[String] $aliases = ['www.shop.example.com'],
  String $docroot = '/srv/www/shop',
) {
  class { 'apache':
    default_vhost => false,
    mpm_module    => 'event',
    server_tokens => 'Prod',
    trace_enable  => 'Off',
  }
  include apache::mod::ssl
  include apache::mod::headers
  apache::vhost { "${servername}-http":
    servername      => $servername,
    serveraliases   => $aliases,
    port            => 80,
    docroot         => $docroot,
    redirect_status => 'permanent',
    redirect_dest   => "https://${servername}/",
  }
  apache::vhost { "${servername}-https":
    servername    => $servername,
    serveraliases => $aliases,
    port          => 443,
    ssl           => true,
    ssl_cert      => "/etc/ssl/certs/${servername}.pem",
    ssl_key       => "/etc/ssl/private/${servername}.key",
    docroot       => $docroot,
    headers       => ['always set Strict-Transport-Security "max-age=31536000"', 'set X-Frame-Options DENY'],
    rewrites      => [
      { comment => 'legacy shop links', rewrite_rule => ['^/shop/(.*)$ /$1 [R=301,L]'] },
      { rewrite_cond => ['%{HTTP_HOST} ^www\. [NC]'], rewrite_rule => ["^(.*)$ https://${servername}\$1 [R=301,L]"] },
    ],
    directories   => [
      { path => $docroot, options => ['-Indexes', '+FollowSymLinks'], allow_override => ['None'] },
      { path => '/server-status', provider => 'location', require => 'ip 10.0.0.0/8' },
    ],
    access_log_format => 'combined',
  }
}
include profile::web::shop
