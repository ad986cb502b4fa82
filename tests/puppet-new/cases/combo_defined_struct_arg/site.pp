notify { 'r': message => "${defined({ 'a' => 1 })}" }
