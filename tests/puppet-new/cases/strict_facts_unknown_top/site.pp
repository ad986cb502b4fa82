notify { 'x': message => "f=[${::nofact}]" }
