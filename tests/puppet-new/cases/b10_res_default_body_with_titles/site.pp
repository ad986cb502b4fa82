notify {
  default: message => 'dflt', loglevel => 'info';
  'a': ;
  'b': message => 'own';
  ['c', 'd']: loglevel => 'warning';
}
