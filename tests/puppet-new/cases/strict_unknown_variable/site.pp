notify { 'x': message => "v=${nope}" }
