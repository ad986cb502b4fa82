class a { $v = 'va' }
class b { include a
 notify { 'm': message => "${a::v} ${::a::v}" } }
include b
