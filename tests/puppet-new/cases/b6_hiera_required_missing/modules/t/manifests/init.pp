class t(String $a, String $b) {
  notify { 't': message => "${a}-${b}" }
}
