# chrony: pools, a local server with options, and a client allow list
class { 'chrony':
  pools          => { '2.pool.ntp.org' => ['iburst', 'maxsources 4'] },
  servers        => { 'ntp1.example.com' => ['iburst', 'prefer'], 'ntp2.example.com' => ['iburst'] },
  queryhosts     => ['10.0.0.0/8'],
  makestep_updates => 3,
  makestep_seconds => 1,
  leapsecmode    => 'slew',
}
