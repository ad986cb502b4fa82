notify { 'x':
  tag => ['ok', 'not ok'],
}
