notify { 'x':
  subscribe => 'Notify[nope]',
}
