schedule { 'maintenance_window':
  range   => '22:00 - 04:00',
  weekday => 'Saturday',
}
