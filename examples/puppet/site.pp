# A small site: a node definition, a module class whose port comes from the module's Hiera
# data, a defined type, resource defaults and a relationship chain.
define web::vhost(String $docroot = "/srv/www/${title}") {
  file { $docroot: ensure => directory }
}

node /^web\d+$/ {
  include web
  web::vhost { ['shop.example', 'blog.example']: }
  File { owner => 'www-data' }
  Class['web'] -> Web::Vhost['shop.example']
}
