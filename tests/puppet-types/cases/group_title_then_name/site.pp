group { 'wheel': }
group { 'admins':
  name => 'wheel',
}
