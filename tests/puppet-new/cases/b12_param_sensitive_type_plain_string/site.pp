class s(Sensitive[String] $pw) { notify { 'got': } }
class { 's': pw => 'plain' }
