define web::vhost (
  Integer $port = 80,
  String $docroot = "/var/www/${title}",
) {
  file { "/etc/nginx/sites-enabled/${title}.conf":
    ensure  => file,
    content => "server { listen ${port}; root ${docroot}; }\n",
    notify  => Service['nginx'],
  }
  file { $docroot: ensure => directory }
}
