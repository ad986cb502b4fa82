class k { }
class user(Variant[String, Type[Class]] $r = 'none') { notify { 'u': message => "${r}" } }
class { 'user': r => Class['k'] }
