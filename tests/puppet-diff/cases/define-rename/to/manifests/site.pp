node default {
  service { 'nginx': ensure => running }
  web::vhost { 'store': port => 8080, docroot => '/var/www/shop' }
  web::vhost { 'blog': }
}
