class a { $v = 1 }
notify { 'x': message => "v=[${a::v}]" }
