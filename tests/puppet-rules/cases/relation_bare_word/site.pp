notify { 'x':
  message => 'hi',
  require => tooth_fairy,
}
