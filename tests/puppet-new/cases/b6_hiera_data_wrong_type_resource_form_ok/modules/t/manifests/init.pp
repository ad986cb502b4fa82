class t(String $a = 'da', $b = 'db') {
  notify { 't': message => "${a}-${b}" }
}
