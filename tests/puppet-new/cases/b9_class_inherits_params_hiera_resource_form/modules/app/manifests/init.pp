class app(Integer $port = $app::params::port, String $user = $app::params::user) inherits app::params {
  notify { 'app': message => "${port} ${user}" }
}
