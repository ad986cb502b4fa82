class t(String $a, String $b = 'db') {
  notify { 't': message => "${a}-${b}" }
}
