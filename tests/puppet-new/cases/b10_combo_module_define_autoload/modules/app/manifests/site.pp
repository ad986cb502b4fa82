define app::site($root = "/srv/${title}") {
  file { $root: ensure => directory }
  notify { "site-${title}": require => File[$root] }
}
