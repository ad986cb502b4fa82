class c(Sensitive[String] $pw) { notify { 'x': message => "${pw}" } }
class { 'c': pw => Sensitive('s3cret') }
