notify { 'm': message => "no nodes ${trusted['certname']}" }
