notify {
  'a': message => 'A';
  'b': message => 'B';
  default: loglevel => 'err';
}
