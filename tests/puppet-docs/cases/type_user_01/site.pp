user { 'foo':
  ensure   => present,
  password => Sensitive("my secret password")
}
