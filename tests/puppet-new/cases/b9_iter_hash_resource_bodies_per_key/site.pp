$h = { 'a' => 'ma', 'b' => 'mb' }
notify {
  default: withpath => true;
  $h.keys: message => 'shared';
}
