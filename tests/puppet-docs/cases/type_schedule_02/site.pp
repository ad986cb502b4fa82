schedule { 'puppet':
  period => hourly,
  repeat => 2,
}
