schedule { 'veryoften':
  period => hourly,
  repeat => 6,
}
