class app::params { $port = 80 }
