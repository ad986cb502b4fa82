class a { $v = 'va' }
notify { 'm': message => "[${a::v}]" }
