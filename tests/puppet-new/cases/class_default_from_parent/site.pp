class base { $port = 8080 }
class app($p = $port) inherits base { notify { 'm': message => "p=${p} ${base::port}" } }
include app
