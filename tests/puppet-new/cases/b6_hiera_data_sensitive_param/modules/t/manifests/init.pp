class t(Sensitive[String] $a = Sensitive('x'), $b = 'db') {
  notify { 't': message => "${a}-${b}" }
}
