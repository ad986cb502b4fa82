class c(Sensitive[String] $pw) { notify { 'x': message => $pw.unwrap.length } }
class { 'c': pw => Sensitive('secret') }
