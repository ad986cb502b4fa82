node default {
  service { 'nginx': ensure => running }
  web::vhost { 'shop': port => 8080 }
  web::vhost { 'blog': }
}
