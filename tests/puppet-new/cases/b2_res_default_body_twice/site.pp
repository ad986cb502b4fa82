notify {
  default: message => 'one';
  default: message => 'two';
  'a': ;
}
