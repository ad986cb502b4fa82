class app::params { $port = 80 $user = 'root' }
