class app(Integer $port = $app::params::port) inherits app::params { notify { 'p': message => "${port}" } }
