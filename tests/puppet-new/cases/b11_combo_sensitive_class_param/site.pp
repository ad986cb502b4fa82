class k(Sensitive[String] $pw) { notify { 'x': message => $pw } }
class { 'k': pw => Sensitive('top') }
