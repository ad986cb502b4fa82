class app (
  Array[String] $workers = ['w1', 'w2'],
  Integer $threads = 4,
) {
  file { '/etc/app/app.conf':
    ensure  => file,
    content => template('app/app.conf.erb'),
  }
  file { '/etc/app/workers.conf':
    ensure  => file,
    content => epp('app/workers.epp', { 'workers' => $workers }),
  }
  file { '/etc/app/static.conf':
    ensure  => file,
    content => template('app/static.erb'),
  }
}
