schedule { 'maintenance':
  range => '1:30 - 4:30',
}
