class t($a = 'da', $b = 'db') {
  notify { 't': message => "${a}-${b}" }
}
