schedule { 'maint':
  range  => '2 - 4',
  period => daily,
  repeat => 1,
}
notify { 'scheduled': schedule => 'maint' }
exec { '/bin/true': schedule => Schedule['maint'] }
